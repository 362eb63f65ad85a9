/**
 * The keys whose value is the words a search is asked in (`{"q": "lighthouse guide"}`): the one list every
 * reading of a search uses, from the meaning of a reworded search to the options beside its words.
 */
export const SEARCH_TEXT_KEYS: readonly string[] = [
  'q',
  'query',
  'search',
  'search_query',
  'search_term',
  'term',
  'keyword',
  'keywords',
  // The same words in the languages back offices are written in.
  'consulta',
  'busqueda',
  'búsqueda',
  'palabras_clave',
  'pesquisa',
  'recherche',
  'requete',
  'requête',
  'mots_cles',
  'mots_clés',
  'suche',
  'suchbegriff',
  'ricerca',
  'parole_chiave',
  'zapytanie',
  'sorgu',
  'kata_kunci',
];
