/** What an API route answers: a JSON value, or text with its own type and file name. */
export type ApiAnswer =
  | { readonly kind: 'json'; readonly value: unknown }
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly contentType: string;
      readonly filename?: string;
    };

/** A JSON answer. */
export const json = (value: unknown): ApiAnswer => ({ kind: 'json', value });
