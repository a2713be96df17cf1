import { z } from 'zod';

/** Spec 001: the beneficial-ownership threshold is 5 % unless the panel or the query asks for another. */
export const DEFAULT_BO_THRESHOLD = 5;

const thresholdMessage = 'threshold must be a number from 0 to 100';
/** The threshold the route and the panel accept, in percent. */
export const boThresholdSchema = z.coerce
  .number({ message: thresholdMessage })
  .min(0, thresholdMessage)
  .max(100, thresholdMessage);
