// The ten domains, in set order.
import { sweDjango, ccJest } from "./dom-code.mjs";
import { clickhouse, cdnEdge } from "./dom-data-ops.mjs";
import { pricingResearch, portingCrm } from "./dom-web-crm.mjs";
import { wineExport, cnSourcing } from "./dom-lang.mjs";
import { cropInsurance, telescopeQueue } from "./dom-field.mjs";
sweDjango.pageStep = 8;
export const DOMAINS = [sweDjango, ccJest, clickhouse, cdnEdge, pricingResearch, portingCrm, wineExport, cnSourcing, cropInsurance, telescopeQueue];
