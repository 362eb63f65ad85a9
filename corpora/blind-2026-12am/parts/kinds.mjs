// The kinds: nine loop shapes, their nine legit twins, two ambiguous shapes. `fair` says which repeats are not counted.
import * as A from "./shapes-a.mjs";
import * as B from "./shapes-b.mjs";
import * as C from "./shapes-c.mjs";
import * as G from "./shapes-d.mjs";

export const LOOPS = [
  { kind: "reworded-search-same-top", fn: A.rewordedSearch, fam: "miss", what: "the question is re-asked of the vector search in new words; the same top chunks return with jittered scores", fair: "the first search and one re-wording are fair; the third search is loop_from" },
  { kind: "chunk-alias-refetch", fn: B.chunkAliasRefetch, fam: "trunc", what: "a passage cut at a chunk boundary is fetched again by id, page, character offset, window 0, uri and metadata view; every answer carries the same text", fair: "the fetch by id and one fetch by page are fair; the next fetch is loop_from" },
  { kind: "citation-rewrite-same-fail", fn: B.citationRewrite, fam: "cite", what: "the citation check fails for the same reason while the agent rewrites the sentence and keeps the unsupported figure", fair: "one rewrite-and-recheck is fair; the next rewrite (draft write or check) is loop_from" },
  { kind: "converter-timeout-retry", fn: C.converterTimeout, fam: "file", what: "the converter times out on the same whole file; dpi, engine and timeout options change, request ids change, the page range never does", fair: "the first conversion and one retry are fair; the next attempt is loop_from" },
  { kind: "redecompose-same-subquestions", fn: C.redecompose, fam: "decomp", what: "the planner decomposes the question again, gets the same sub-questions under a new plan id, and the executor searches sub-question 1 again", fair: "the first plan, its first search and one re-plan are fair; the repeated search of sub-question 1 is loop_from" },
  { kind: "paging-wraparound", fn: G.pagingWrap, fam: "kw", what: "a keyword listing whose cursor wraps to page one after the last real page; the agent keeps paging through hits it already has", fair: "all real pages, the first repeated page and one more are fair; the next page is loop_from" },
  { kind: "rerank-widen-roundabout", fn: A.rerankRoundabout, fam: "miss", what: "search with a larger k, rerank, the same three on top; widen again, rerank again", fair: "the first search-rerank pair and one widening pair are fair; the third search is loop_from" },
  { kind: "kg-two-node-cycle", fn: G.kgCycle, fam: "kg", what: "two knowledge-graph entities point at each other; the agent hops between them by id, by name and with more depth, looking for a third", fair: "A, B and one deeper look at A are fair; the next hop is loop_from" },
  { kind: "nudge-same-search", fn: A.nudgeSameSearch, fam: "miss", what: "after nothing is found the staff member nudges; the agent answers with the same search, then runs it again and again", fair: "the re-run the staff asked for is fair; the next search is loop_from" },
];

export const TWINS = [
  { kind: "search-narrows-new-chunks", fn: A.searchNarrows, fam: "find", twin: "reworded-search-same-top", what: "each new wording narrows the query and returns chunks not seen before until the passage with the figure appears" },
  { kind: "chunk-window-walk", fn: B.chunkWindowWalk, fam: "trunc", twin: "chunk-alias-refetch", what: "the cut table is read forward: the chunk, its neighbour window, the next chunk — each read adds rows" },
  { kind: "citation-fixed-after-read", fn: B.citationFixed, fam: "cite", twin: "citation-rewrite-same-fail", what: "one failed check (sometimes one rephrase), the agent reads the cited chunk, corrects the figure, the check passes and the next sentence is checked" },
  { kind: "converter-retry-smaller-range", fn: C.converterSmallerRange, fam: "file", twin: "converter-timeout-retry", what: "the whole file times out (once or twice), then page ranges convert one after another" },
  { kind: "decompose-once-answer-each", fn: C.decomposeOnce, fam: "decomp", twin: "redecompose-same-subquestions", what: "one plan; each sub-question gets its own search and read; synthesis" },
  { kind: "paging-to-end", fn: G.pagingToEnd, fam: "kw", twin: "paging-wraparound", what: "pages through a keyword listing until next_cursor is null, every page new" },
  { kind: "rerank-then-filter", fn: A.rerankThenFilter, fam: "find", twin: "rerank-widen-roundabout", what: "search and rerank, then a filtered search and a second rerank bring a new top result that answers" },
  { kind: "kg-ownership-chain", fn: G.kgChain, fam: "kg", twin: "kg-two-node-cycle", what: "each graph hop reaches a new entity until the chain ends; the source document of the last edge is read" },
  { kind: "nudge-hint-applied", fn: A.nudgeHintApplied, fam: "find", twin: "nudge-same-search", what: "after nothing is found the staff member nudges with a hint; the agent uses it, finds the passage and answers" },
];

export const AMBIG = [
  { kind: "ocr-poll-stall", fn: C.ocrPollStall, fam: "file", what: "a background OCR job progresses, sits at the same page count for 3–4 polls, moves again; the agent converts the first pages directly and answers partly", doubt: "the second unchanged poll" },
  { kind: "cross-index-confirm", fn: A.crossIndexConfirm, fam: "find", what: "the answer is found and read, then confirmed again by a wider search, a page or metadata read and sometimes a web search before answering", doubt: "the first confirmation search after the passage was read" },
];
