/**
 * A country as users type it that names South Africa. "SA" counts: in this South African product it is how
 * users write their own country (docs/decisions/0071).
 */
export const isSouthAfricanCountry = (country: string): boolean =>
  /^(republic of )?south africa$|^(za|zaf|rsa|sa)$/i.test(country.trim());

/**
 * A CIPC registration number, YYYY/NNNNNN/NN (the last two digits name the kind of enterprise: 07 private
 * company, 10 external company); close corporations' carry a CK prefix.
 */
export const isCipcRegistrationNumber = (registrationNumber: string): boolean =>
  /^(CK)?\s*\d{4}\/\d{6}\/\d{2}$/i.test(registrationNumber.trim());
