import { z } from 'zod';
import { optionalText, visibleText } from './common.schema';

export const groupFieldsSchema = z.object({
  name: z
    .string({ message: 'Group name must be at least 2 characters' })
    .overwrite(visibleText)
    .min(2, 'Group name must be at least 2 characters')
    .max(100, 'Group name must be at most 100 characters'),
  description: optionalText(1000),
});
export type GroupRequest = z.input<typeof groupFieldsSchema>;

export interface GroupView {
  id: number;
  name: string;
  description: string | null;
  userId: number;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface GroupMemberView {
  id: number;
  name: string;
  type: 'company' | 'individual' | 'trust';
  email: string | null;
  status: string;
}

export interface GroupDetailView extends GroupView {
  entities: GroupMemberView[];
}
