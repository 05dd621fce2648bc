export const agendaTexts = {} as const;
