// The ten domain kits, in plan order (index = domain number used by gen.mjs).
import opera from "./kit-opera.mjs";
import windtunnel from "./kit-windtunnel.mjs";
import rescue from "./kit-rescue.mjs";
import pilotage from "./kit-pilotage.mjs";
import bluecarbon from "./kit-bluecarbon.mjs";
import toll from "./kit-toll.mjs";
import racing from "./kit-racing.mjs";
import exams from "./kit-exams.mjs";
import hydro from "./kit-hydro.mjs";
import assay from "./kit-assay.mjs";
export const KITS = [opera, windtunnel, rescue, pilotage, bluecarbon, toll, racing, exams, hydro, assay];
