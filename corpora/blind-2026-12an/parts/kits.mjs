// The ten domain kits, in domain order (the first four carry one ambiguous run each).
import stadium from "./kit-stadium-ce.mjs";
import pension from "./kit-pension-rom.mjs";
import phosphate from "./kit-phosphate-tzm.mjs";
import casino from "./kit-casino-nv.mjs";
import diamond from "./kit-diamond-sg.mjs";
import palmoil from "./kit-palmoil-iba.mjs";
import lawfirm from "./kit-lawfirm-nd.mjs";
import creditcoop from "./kit-creditcoop-quc.mjs";
import cement from "./kit-cement-mey.mjs";
import meat from "./kit-meat-ng.mjs";
export const KITS = [stadium, pension, phosphate, casino, diamond, palmoil, lawfirm, creditcoop, cement, meat];
