import { createPriceBook, type ModelPrice, type PriceBook } from '../pricing/price-book.js';

// A price book per prices object: the runs of one resolved policy share its frozen prices, so a gateway
// making a guard per run builds the book once.
const priceBooks = new WeakMap<Readonly<Record<string, ModelPrice>>, PriceBook>();

/** The price book of a resolved policy's `prices`, made once per prices object. */
export function priceBookOf(prices: Readonly<Record<string, ModelPrice>>): PriceBook {
  let book = priceBooks.get(prices);
  if (book === undefined) {
    book = createPriceBook(prices);
    priceBooks.set(prices, book);
  }
  return book;
}
