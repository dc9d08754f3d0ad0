/** The user menu's sign-out entries (docs/product.md §2.2). */
export const signOutTexts = {
  here: 'Sair',
  everywhere: 'Sair de todos os aparelhos',
  everywhereFailed: (reason: string) => `Não foi possível sair de todos os aparelhos: ${reason}`,
} as const;
