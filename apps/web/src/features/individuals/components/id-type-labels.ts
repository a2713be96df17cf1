/** How the edit form's choices and the Details tab name an identity document type. */
export const ID_TYPE_LABELS: Record<string, string> = {
  sa_id: 'South African ID',
  passport: 'Passport',
  other: 'Other',
  foreign_id: 'Foreign ID',
};
