// What the failing call of each kit prints when it finally goes through (used by retry-then-success runs).
import { json } from "./fmt.mjs";
import { fixed, iso, isoMs, reqId } from "./kitbase.mjs";
export const OK = {
  "roadside-assistance": (run, e) => `call completed: 200 OK call_sid=CA${run.r.hex(30)} duration=41s at ${iso(run.now())}\ntranscript:\n[${iso(run.now()).slice(11, 19)}] AGENT: NorthStar dispatch confirming job ${e}.\n[+00:09] PARTNER: Yep, truck 14 is rolling, thirty-five minutes.`,
  "blood-donor-recall": (run, e) => `Ligação completada (LG-${run.r.int(80000, 99999)}) em ${iso(run.now())}, duração 58s.\nTranscrição: AGENTE: Olá, aqui é do Hemocentro... DOADOR: Pode marcar quarta às 8h.`,
  "municipal-budget-sheet": (run, e) => json({ updated: e, formula: "=SUM(PublicWorks!F2:F40)", value: 4118220, updatedAt: iso(run.now()) }),
  "seismic-catalog-notebook": (run) => `Out[${run.r.int(20, 60)}]: Catalog with 1843 events (fetched ${iso(run.now())})`,
  "kafka-streaming-ops": (run, e) => `$ kubectl -n kafka exec pay-kafka-3 -c kafka -- kafka-log-dirs.sh --bootstrap-server localhost:9092 --describe --topic-list ${e}\nQuerying brokers for log directories information\nReceived log directory information from brokers 3\n{"version":1,"brokers":[{"broker":3,"logDirs":[{"logDir":"/var/lib/kafka/data-0/kafka-log3","error":null,"partitions":[{"partition":"${e}-0","size":${fixed(e).int(1e8, 9e9)},"offsetLag":0,"isFuture":false}]}]}]}\n[exit 0]`,
  "returns-rma": (run, e) => json({ data: { id: "RF-" + run.r.int(55000, 55999), order: e, state: "submitted", psp_reference: "8816" + run.r.int(100000000000, 999999999999) }, meta: { request_id: reqId(run) } }),
  "bed-flow-sql": (run) => `UPDATE 1\nTime: ${(run.r.int(10, 90) / 10).toFixed(1)} ms`,
  "public-tenders-fr": (run, e) => `Pli déposé pour ${e} — accusé de réception AR-${fixed(e).int(1000, 9999)} horodaté ${iso(run.now())}.`,
  "kr-food-delivery": (run, e) => `정산 조회 성공: ${e} 2026-W48 · 지급예정 12/08 · 2,418,300원 (${iso(run.now())})`,
  "video-transcoding-farm": (run, e) => json({ job: "JB-77" + run.r.int(1000, 9999), asset: e, state: "queued", license: "nvlic-1", queued_at: isoMs(run.now()) }),
};
