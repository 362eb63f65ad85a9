// Coding codebases 5-8: Haskell/cabal+hspec (Aragonese, mini-swe-agent), Julia package in a notebook (Ladino),
// Swift package (Limburgish, Claude-Code-like), Zig (Silesian, Codex-like).
export const haskell = {
  id: "haskell-cabal-an", lang: "Aragonese", style: "mini", root: "/repo", repo: "pirineo/ibon-parse",
  models: ["gpt-4o-mini", "gemini-2.5-pro"],
  describe: (c) => c,
  sys: "You are a helpful assistant that can interact multiple times with a computer shell to solve programming tasks.\nYour response must contain exactly ONE bash code block with ONE command (or commands connected with && or ||).\nWhen done, answer without a command and summarise.",
  file: "src/Ibon/Gpx.hs", testFile: "test/Ibon/GpxSpec.hs",
  head: ["{-# LANGUAGE OverloadedStrings #-}", "module Ibon.Gpx", "  ( parseTrack", "  , ascent", "  , distanceKm", "  ) where", "", "import qualified Data.Text as T", "import Data.List (foldl')", "import Ibon.Types", ""],
  tail: ["haversine :: Point -> Point -> Double", "haversine a b = 2 * r * asin (sqrt h)", "  where r = 6371.0", "        h = sin2 (lat b - lat a) + cos (lat a) * cos (lat b) * sin2 (lon b - lon a)", "        sin2 x = sin (x / 2) ^ (2 :: Int)"],
  filler: (i) => { const n = ["trackName", "pointsOf", "segmentCount", "bbox", "firstPoint", "lastPoint", "elevations", "maxElevation", "minElevation", "timeSpan", "isLoop", "toGeoJson"][i % 12];
    return [`${n}${i >= 12 ? i : ""} :: Track -> ${["T.Text", "[Point]", "Int", "(Double, Double, Double, Double)", "Maybe Point", "Maybe Point", "[Double]", "Double"][i % 8]}`, `${n}${i >= 12 ? i : ""} ${["t = trkName t", "= concatMap segPoints . trkSegs", "= length . trkSegs", "t = bboxOf (pointsOf t)", "t = headMay (pointsOf t)", "t = lastMay (pointsOf t)", "= map ele . pointsOf", "= maximum . elevations"][i % 8]}`, ""]; },
  target: ["-- | Total ascent in metres, ignoring jitter below the threshold.", "ascent :: Double -> Track -> Double", "ascent thr t = snd (foldl' step (Nothing, 0) (elevations t))", "  where", "    step (Nothing, acc) e = (Just e, acc)", "    step (Just p, acc) e", "      | e - p > thr = (Just e, acc + (e - p))", "      | otherwise   = (Just e, acc)", ""],
  bugOld: "      | otherwise   = (Just e, acc)", bugNew: "      | e < p       = (Just e, acc)\n      | otherwise   = (Just p, acc)",
  testCmd: "cabal test --test-show-details=direct", suiteCmd: "cabal test all --test-show-details=direct",
  errs: {
    e0: ["Ibon.Gpx/ascent/counts a slow climb of 1 m steps", "expected: 120.0\n       but got: 0.0", 34],
    e1: ["Ibon.Gpx/ascent/counts a slow climb of 1 m steps", "src/Ibon/Gpx.hs:58:23: error: [GHC-88464]\n    Variable not in scope: prev :: Double", 34],
    e2: ["Ibon.Gpx/ascent/ignores GPS jitter of +-2 m", "expected: 35.0\n       but got: 41.0", 47],
    eB: ["Ibon.Gpx/ascent/ignores GPS jitter of +-2 m", "expected: 35.0\n       but got: 212.0", 47],
    eC: ["Ibon.Gpx/ascent/counts a slow climb of 1 m steps", "uncaught exception: ErrorCall\n       Prelude.head: empty list", 34],
  },
  steps: [["      | otherwise   = (Just e, acc)", "      | otherwise   = (Just prev, acc)"], ["      | otherwise   = (Just prev, acc)", "      | otherwise   = (Just p, acc)"], ["      | e - p > thr = (Just e, acc + (e - p))", "      | e - p > thr = (Just e, acc + (e - p))\n      | e < p       = (Just e, acc)"]],
  cosmetic: [["-- | Total ascent in metres, ignoring jitter below the threshold.", "-- | Total ascent in metres, ignoring jitter below the threshold.\n-- Elevations come from the GPX <ele> tags."], ["      | otherwise   = (Just e, acc)", "      | otherwise = (Just e, acc)"], ["ascent thr t = snd (foldl' step (Nothing, 0) (elevations t))", "ascent thr t = snd $ foldl' step (Nothing, 0) (elevations t)"], ["    step (Nothing, acc) e = (Just e, acc)", "    step (Nothing, acc) e = (Just e, acc) -- first point"]],
  wrong: "      | e - p > 0   = (Just e, acc + (e - p))",
  alts: [["      | e - p > 0   = (Just e, acc + (e - p))", "eB"], ["    step (_, acc) e = (Just (head []), acc)", "eC"], ["      | e < p       = (Just e, acc)\n      | otherwise   = (Just p, acc)", null]],
  run(r, err, suite) {
    const n = suite ? r.int(58, 71) : 14, t = r.secs(0.01, 0.3, 4);
    const hdr = `Build profile: -w ghc-9.6.6 -O1\nIn order, the following will be built (use -v for more details):\n - ibon-parse-0.3.1 (test:ibon-test) (file src/Ibon/Gpx.hs changed)\nPreprocessing test suite 'ibon-test' for ibon-parse-0.3.1..\nBuilding test suite 'ibon-test' for ibon-parse-0.3.1..\nRunning 1 test suites...\nTest suite ibon-test: RUNNING...\n`;
    if (!err) return { out: `${hdr}\nFinished in ${t} seconds\n${n} examples, 0 failures\nTest suite ibon-test: PASS\nTest suite logged to:\n/repo/dist-newstyle/build/x86_64-linux/ghc-9.6.6/ibon-parse-0.3.1/t/ibon-test/test/ibon-parse-0.3.1-ibon-test.log\n1 of 1 test suites (1 of 1 test cases) passed.\n`, code: 0 };
    const [name, body, line] = err;
    if (body.startsWith("src/")) return { out: `Build profile: -w ghc-9.6.6 -O1\n[3 of 5] Compiling Ibon.Gpx         ( src/Ibon/Gpx.hs, dist-newstyle/build/x86_64-linux/ghc-9.6.6/ibon-parse-0.3.1/build/Ibon/Gpx.o )\n\n${body}\n   |\n58 |       | otherwise   = (Just prev, acc)\n   |                             ^^^^\nError: [Cabal-7125]\nFailed to build ibon-parse-0.3.1 (which is required by test:ibon-test from ibon-parse-0.3.1).\n`, code: 1 };
    return { out: `${hdr}\nFailures:\n\n  test/Ibon/GpxSpec.hs:${line}:${r.int(9, 30)}: \n  1) ${name}\n       ${body}\n\n  To rerun use: --match \"/${name}/\" --seed ${r.int(100000000, 999999999)}\n\nRandomized with seed ${r.int(100000000, 999999999)}\n\nFinished in ${t} seconds\n${n} examples, 1 failure\nTest suite ibon-test: FAIL\n0 of 1 test suites (0 of 1 test cases) passed.\nError: [Cabal-7125]\nTests failed for test:ibon-test from ibon-parse-0.3.1.\n`, code: 1 };
  },
  depErr: "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n[__0] trying: ibon-parse-0.3.1 (user goal)\n[__1] next goal: base (dependency of ibon-parse)\n[__1] rejecting: base-4.17.2.1/installed-4.17.2.1 (conflict: ibon-parse => base>=4.18 && <4.20)\n[__1] skipping: base-4.20.0.0, base-4.19.1.0 (has the same characteristics that caused the previous version to fail: excluded by constraint '>=4.18 && <4.20' from 'ibon-parse')\n[__1] fail (backjumping, conflict set: base, ibon-parse)\nAfter searching the rest of the dependency tree exhaustively, these were the goals I've had most trouble fulfilling: base, ibon-parse",
  depTries: [["cabal update", "Downloading the latest package list from hackage.haskell.org\nPackage list of hackage.haskell.org has been updated.\nThe index-state is set to 2026-12-06T21:40:11Z."], ["rm -rf dist-newstyle && cabal build --only-dependencies", "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n[__1] rejecting: base-4.17.2.1/installed-4.17.2.1 (conflict: ibon-parse => base>=4.18 && <4.20)"], ["cabal build --allow-newer", "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n[__1] rejecting: base-4.17.2.1/installed-4.17.2.1 (conflict: ibon-parse => base>=4.18 && <4.20)"], ["rm -f cabal.project.freeze && cabal freeze", "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:"], ["cabal update && cabal build all --reorder-goals", "Package list of hackage.haskell.org is up to date.\nResolving dependencies...\nError: [Cabal-7107]"], ["cabal build --constraint='base>=4.17'", "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n[__1] rejecting: base-4.17.2.1/installed-4.17.2.1 (conflict: ibon-parse => base>=4.18 && <4.20)"]],
  depChain: [["ghcup install ghc 9.6.6 && ghcup set ghc 9.6.6", "[ Info  ] downloading: https://downloads.haskell.org/~ghc/9.6.6/ghc-9.6.6-x86_64-deb11-linux.tar.xz\n[ Info  ] GHC installation successful\n[ Info  ] GHC 9.6.6 successfully set as default version", "Error: [Cabal-7107]\nCould not resolve dependencies:\n[__2] unknown package: xml-conduit-gpx (dependency of ibon-parse)"], ["cabal update", "Downloading the latest package list from hackage.haskell.org\nPackage list of hackage.haskell.org has been updated.", null]],
  net: ["cabal update", "Downloading the latest package list from hackage.haskell.org\nError: [Cabal-7163]\nHttpExceptionRequest Request {\n  host = \"hackage.haskell.org\"\n  port = 443\n  secure = True\n  path = \"/01-index.tar.gz\"\n }\n ConnectionTimeout", ["cabal update -v2", "cabal update --http-transport=curl", "sleep 20 && cabal update"], "Downloading the latest package list from hackage.haskell.org\nPackage list of hackage.haskell.org has been updated.\nThe index-state is set to 2026-12-06T21:40:11Z."],
  grepSym: "totalClimb", grepNew: "ascent", grepHits: "src/Ibon/Gpx.hs:4:  , ascent\nsrc/Ibon/Gpx.hs:61:ascent :: Double -> Track -> Double\napp/Main.hs:27:  printf \"climb: %.0f m\\n\" (ascent 2 trk)",
  grepEmpty: [["grep -rn totalClimb src/", ""], ["grep -rn totalClimb src/ app/ test/", ""], ["grep -rni \"total_\\?climb\" --include=*.hs .", ""], ["git grep -n totalClimb", ""], ["grep -rn totalClimb dist-newstyle/ 2>/dev/null | head -3", ""], ["rg -n -uu totalClimb", ""], ["git log --oneline -S totalClimb | head", ""]],
  ci: { wf: "haskell-ci", jobs: ["hlint", "cabal test (ghc-9.6.6)", "cabal test (ghc-9.8.2)"] },
  tasks: {
    fix: "A funzión ascent de Ibon.Gpx no conta as puyadas lentas: una puyada de 1 m en 1 m da 0. Adreza-la y fe que os tests pasen.",
    ci: "Adreza ascent en Ibon.Gpx (as puyadas de 1 m han de contar), fe push a la branca fix/ascent y aguarda que o CI sía verde.",
    setup: "Ye un checkout nuevo. Fe correr os tests de cabal y dime qué faltaba.",
    rename: "Dicen que app/Main.hs encara clama a totalClimb. Troba án s'usa y cambia-lo por o nombre nuevo.",
    multi: "Tres cosetas: (1) adreza ascent pa puyadas lentas, (2) ignora o chitter de GPS de +-2 m, (3) adhibe un test pa una baixada. Tiene una lista mientres treballas.",
  },
};

export const julia = {
  id: "julia-notebook-lad", lang: "Ladino", style: "notebook", root: "/home/jovyan/Marea.jl", repo: "kaza-de-datos/Marea.jl",
  models: ["gpt-4o-2024-11-20", "claude-3-5-sonnet-20241022"],
  describe: (c) => c,
  sys: "You are a data-science assistant working in a Jupyter notebook with a Julia 1.11 kernel. Tools: execute_cell (runs Julia code in the live kernel), read_file, str_replace, bash. The package under /home/jovyan/Marea.jl is dev'ed into the environment with Revise loaded.",
  file: "src/resample.jl", testFile: "test/test_resample.jl",
  head: ["# Resampling of irregular sensor series onto a regular grid.", "", "using Dates", "using Statistics: mean", "", "export resample, bin_edges, gapfill", ""],
  tail: ["function _check_sorted(t)", "    issorted(t) || throw(ArgumentError(\"timestamps must be sorted\"))", "    return nothing", "end"],
  filler: (i) => { const n = ["bin_edges", "gapfill", "nearest_index", "window_mean", "clip_range", "to_unix", "from_unix", "median_filter", "despike", "count_in_bin", "first_valid", "last_valid"][i % 12];
    return [`function ${n}${i >= 12 ? i : ""}(t::AbstractVector, x::AbstractVector)`, `    ${["return collect(first(t):Minute(10):last(t))", "return replace(x, missing => NaN)", "return searchsortedfirst(t, x[1])", "return mean(skipmissing(x))", "return clamp.(x, -5.0, 40.0)", "return datetime2unix.(t)"][i % 6]}`, "end", ""]; },
  target: ["function resample(t::AbstractVector{DateTime}, x::AbstractVector, step::Period)", "    _check_sorted(t)", "    edges = collect(floor(first(t), step):step:ceil(last(t), step))", "    out = Vector{Union{Missing,Float64}}(missing, length(edges) - 1)", "    for i in 1:length(edges)-1", "        sel = (t .>= edges[i]) .& (t .<= edges[i+1])", "        any(sel) && (out[i] = mean(x[sel]))", "    end", "    return edges[1:end-1], out", "end", ""],
  bugOld: "        sel = (t .>= edges[i]) .& (t .<= edges[i+1])", bugNew: "        sel = (t .>= edges[i]) .& (t .< edges[i+1])",
  testCmd: "using Pkg; Pkg.test(\"Marea\"; test_args=[\"resample\"])", suiteCmd: "using Pkg; Pkg.test(\"Marea\")",
  errs: {
    e0: ["resample: boundary sample counted once", "Test Failed at /home/jovyan/Marea.jl/test/test_resample.jl:23\n  Expression: sum(count_in_bin(edges, t)) == length(t)\n   Evaluated: 145 == 144"],
    e1: ["resample: boundary sample counted once", "Error During Test at /home/jovyan/Marea.jl/test/test_resample.jl:19\n  Got exception outside of a @test\n  MethodError: no method matching isless(::DateTime, ::Int64)"],
    e2: ["resample: empty bins are missing", "Test Failed at /home/jovyan/Marea.jl/test/test_resample.jl:41\n  Expression: ismissing(out[7])\n   Evaluated: ismissing(NaN)"],
    eB: ["resample: boundary sample counted once", "Test Failed at /home/jovyan/Marea.jl/test/test_resample.jl:23\n  Expression: sum(count_in_bin(edges, t)) == length(t)\n   Evaluated: 143 == 144"],
    eC: ["resample: boundary sample counted once", "Error During Test at /home/jovyan/Marea.jl/test/test_resample.jl:19\n  Got exception outside of a @test\n  BoundsError: attempt to access 145-element Vector{DateTime} at index [146]"],
  },
  steps: [["        sel = (t .>= edges[i]) .& (t .<= edges[i+1])", "        sel = (t .>= edges[i]) .& (t .< i+1)"], ["        sel = (t .>= edges[i]) .& (t .< i+1)", "        sel = (t .>= edges[i]) .& (t .< edges[i+1])"], ["        any(sel) && (out[i] = mean(x[sel]))", "        any(sel) && (out[i] = mean(skipmissing(x[sel])))"]],
  cosmetic: [["    for i in 1:length(edges)-1", "    # one value per bin\n    for i in 1:length(edges)-1"], ["        sel = (t .>= edges[i]) .& (t .<= edges[i+1])", "        sel = (t .>= edges[i]) .& (t .<= edges[i + 1])"], ["    # one value per bin", "    # one mean value per bin"], ["    return edges[1:end-1], out", "    return (edges[1:end-1], out)"]],
  wrong: "        sel = (t .> edges[i]) .& (t .< edges[i+1])",
  alts: [["        sel = (t .> edges[i]) .& (t .< edges[i+1])", "eB"], ["        sel = (t .>= edges[i]) .& (t .< edges[i+2])", "eC"], ["        sel = (t .>= edges[i]) .& (t .< edges[i+1])", null]],
  run(r, err, suite) {
    const n = suite ? r.int(96, 120) : 18, t = r.secs(1.5, 9.5, 1);
    const hdr = `     Testing Marea\n      Status \`/tmp/jl_${r.alnum(6)}/Project.toml\`\n  [a93c6f00] DataFrames v1.7.0\n  [2f01184e] SparseArrays v1.11.0\n     Testing Running tests...\n`;
    if (!err) return { out: `${hdr}Test Summary: | Pass  Total  Time\nMarea         |   ${n}     ${n}  ${t}s\n     Testing Marea tests passed `, code: 0 };
    const [name, body] = err;
    return { out: `${hdr}${name}: ${body}\nStacktrace:\n [1] macro expansion\n   @ ~/.julia/juliaup/julia-1.11.2+0.x64.linux.gnu/share/julia/stdlib/v1.11/Test/src/Test.jl:679 [inlined]\n [2] top-level scope\n   @ ~/Marea.jl/test/test_resample.jl:${r.int(17, 45)}\nTest Summary: | Pass  ${body.startsWith("Error") ? "Error" : "Fail "}  Total  Time\nMarea         |   ${n - 1}     1     ${n}  ${t}s\nERROR: LoadError: Some tests did not pass: ${n - 1} passed, ${body.startsWith("Error") ? "0 failed, 1 errored" : "1 failed, 0 errored"}, 0 broken.\nERROR: Package Marea errored during testing`, code: 1 };
  },
  depErr: "ERROR: InitError: could not load library \"/home/jovyan/.julia/artifacts/5d7c1c0a1f6e2b7f0f2b2b8a9a7e0b7d3f6c4e21/lib/libnetcdf.so\"\nlibcurl.so.4: version `CURL_OPENSSL_4' not found (required by /home/jovyan/.julia/artifacts/5d7c1c0a1f6e2b7f0f2b2b8a9a7e0b7d3f6c4e21/lib/libnetcdf.so)\nduring initialization of module NetCDF_jll",
  depTries: [["using Pkg; Pkg.instantiate()", "  No Changes to `~/Marea.jl/Project.toml`\n  No Changes to `~/Marea.jl/Manifest.toml`"], ["using Pkg; Pkg.build(\"NCDatasets\")", "    Building NCDatasets → `~/.julia/scratchspaces/44cfe95a-1eb2-52ea-b672-e2afdf69b78f/.../build.log`"], ["using Pkg; Pkg.update(\"NetCDF_jll\")", "    Updating registry at `~/.julia/registries/General.toml`\n  No Changes to `~/Marea.jl/Project.toml`"], ["using Pkg; Pkg.gc(); Pkg.instantiate()", "      Active manifest files: 3 found\n      Deleted 14 artifact installations (1.122 GiB)\nPrecompiling project...\n  27 dependencies successfully precompiled in 88 seconds"], ["using Pkg; Pkg.precompile()", "Precompiling project...\n  1 dependency successfully precompiled in 12 seconds"], ["using Pkg; Pkg.rm(\"NCDatasets\"); Pkg.add(\"NCDatasets\")", "   Resolving package versions...\n    Updating `~/Marea.jl/Project.toml`\n  [85f8d34a] + NCDatasets v0.14.6"]],
  depChain: [["using Pkg; Pkg.add(name=\"NetCDF_jll\", version=\"400.902.211\")", "   Resolving package versions...\n    Updating `~/Marea.jl/Project.toml`\n  [7243133f] ↓ NetCDF_jll v400.902.300 ⇒ v400.902.211\n    Updating `~/Marea.jl/Manifest.toml`\n  [7243133f] ↓ NetCDF_jll v400.902.300 ⇒ v400.902.211\nPrecompiling project...\n  3 dependencies successfully precompiled in 21 seconds", "ERROR: LoadError: ArgumentError: Package StableRNGs not found in current path.\n- Run `import Pkg; Pkg.add(\"StableRNGs\")` to install the StableRNGs package.\nin expression starting at /home/jovyan/Marea.jl/test/runtests.jl:3\nERROR: Package Marea errored during testing"], ["using Pkg; Pkg.add(\"StableRNGs\")", "   Resolving package versions...\n   Installed StableRNGs ─ v1.0.2\n    Updating `~/Marea.jl/Project.toml`\n  [860ef19b] + StableRNGs v1.0.2", null]],
  net: ["using Pkg; Pkg.instantiate()", "  Downloading artifact: NetCDF\nERROR: Unable to automatically download/install artifact 'NetCDF' from sources listed in '/home/jovyan/.julia/packages/NetCDF_jll/.../Artifacts.toml'.\nSources attempted:\n- https://pkg.julialang.org/artifact/5d7c1c0a1f6e2b7f0f2b2b8a9a7e0b7d3f6c4e21\n    Error: RequestError: HTTP/2 503 (Service Unavailable) while requesting https://pkg.julialang.org/artifact/5d7c1c0a...", ["ENV[\"JULIA_PKG_SERVER\"] = \"https://pkg.julialang.org\"; using Pkg; Pkg.instantiate()", "using Pkg; Pkg.instantiate(verbose=true)", "ENV[\"JULIA_PKG_USE_CLI_GIT\"] = \"true\"; using Pkg; Pkg.instantiate()"], "  Downloaded artifact: NetCDF\nPrecompiling project...\n  27 dependencies successfully precompiled in 91 seconds"],
  grepSym: "regrid", grepNew: "resample", grepHits: "src/resample.jl:6:export resample, bin_edges, gapfill\nsrc/resample.jl:71:function resample(t::AbstractVector{DateTime}, x::AbstractVector, step::Period)\nnotebooks/lagoon.ipynb:      \"tt, h = resample(df.time, df.level, Minute(10))\\n\",",
  grepEmpty: [["grep -rn \"regrid(\" src/", ""], ["grep -rn \"regrid\" src/ test/ notebooks/", ""], ["grep -rni \"re_grid\\|regrid\" --include=*.jl .", ""], ["git grep -n regrid", ""], ["grep -rn regrid ~/.julia/dev 2>/dev/null | head", ""], ["find . -iname '*regrid*'", ""], ["git log --oneline -S regrid | head", ""]],
  ci: { wf: "CI", jobs: ["Julia 1.10 - ubuntu-latest", "Julia 1.11 - ubuntu-latest", "Documentation"] },
  tasks: {
    fix: "La funksion resample de Marea.jl esta kontando dos vezes la mostra ke kae djusto en el limite entre dos intervalos. Adreza esto i aze ke los testos pasen.",
    ci: "Adreza resample (la mostra en el limite se konta una sola vez), aze push al ramo fix/resample-edges i aspera asta ke el CI este verde.",
    setup: "El kernel es muevo. Aze korrer los testos de resample en este notebook i dime lo ke mankava.",
    rename: "Dizen ke el notebook lagoon.ipynb ainda yama a regrid. Topa ande se uza i troka al nombre muevo.",
    multi: "Tres kozas: (1) la mostra en el limite, (2) los intervalos vazios deven ser missing, (3) un testo para datos no ordenados. Ten una lista mientres ke lavoras.",
  },
};

export const swift = {
  id: "swift-spm-li", lang: "Limburgish", style: "claude", root: "/Users/dev/Vlaai", repo: "vlaai-app/Vlaai",
  models: ["claude-sonnet-4-5-20250929", "claude-sonnet-4-20250514"],
  describe: (c) => (c.startsWith("swift test") ? "Run Swift tests" : c.startsWith("git") ? "Git " + c.split(" ")[1] : "Run command"),
  sys: "You are Claude Code, Anthropic's official CLI for Claude.\nWorking directory: /Users/dev/Vlaai\nIs directory a git repo: Yes\nPlatform: darwin\nOS Version: Darwin 24.6.0",
  file: "Sources/VlaaiCore/OrderSplitter.swift", testFile: "Tests/VlaaiCoreTests/OrderSplitterTests.swift",
  head: ["import Foundation", "", "/// Splits a bakery order into oven batches (max 12 vlaaien per tray).", "public struct OrderSplitter: Sendable {", "    public let trayCapacity: Int", "    public init(trayCapacity: Int = 12) { self.trayCapacity = trayCapacity }", ""],
  tail: ["    private func label(_ i: Int) -> String { \"tray-\\(i + 1)\" }", "}"],
  filler: (i) => { const n = ["totalItems", "kinds", "needsCooling", "ovenMinutes", "isRush", "pickupSlot", "labelFor", "crateCount", "fillingGrams", "doughKilos", "priceCents", "receiptLine"][i % 12];
    return [`    public func ${n}${i >= 12 ? i : ""}(_ order: Order) -> ${["Int", "Set<String>", "Bool", "Int", "Bool", "Date?"][i % 6]} {`, `        ${["order.lines.reduce(0) { $0 + $1.quantity }", "Set(order.lines.map(\\.kind))", "order.lines.contains { $0.kind == \"rijstevlaai\" }", "order.lines.count * 35", "order.rush", "order.pickup"][i % 6]}`, "    }", ""]; },
  target: ["    public func batches(for order: Order) -> [[Order.Line]] {", "        var trays: [[Order.Line]] = [[]]", "        var used = 0", "        for line in order.lines {", "            for _ in 0..<line.quantity {", "                if used > trayCapacity { trays.append([]); used = 0 }", "                trays[trays.count - 1].append(line)", "                used += 1", "            }", "        }", "        return trays", "    }", ""],
  bugOld: "                if used > trayCapacity { trays.append([]); used = 0 }", bugNew: "                if used == trayCapacity { trays.append([]); used = 0 }",
  testCmd: "swift test --filter OrderSplitterTests", suiteCmd: "swift test",
  errs: {
    e0: ["testTwelveFitOneTray", "XCTAssertEqual failed: (\"13\") is not equal to (\"12\") - first tray overfilled"],
    e1: ["testTwelveFitOneTray", "error: cannot find 'capacity' in scope"],
    e2: ["testEmptyOrderHasNoTrays", "XCTAssertEqual failed: (\"1\") is not equal to (\"0\")"],
    eB: ["testTwelveFitOneTray", "XCTAssertEqual failed: (\"11\") is not equal to (\"12\") - first tray overfilled"],
    eC: ["testTwelveFitOneTray", "Fatal error: Index out of range"],
  },
  steps: [["                if used > trayCapacity { trays.append([]); used = 0 }", "                if used == capacity { trays.append([]); used = 0 }"], ["                if used == capacity { trays.append([]); used = 0 }", "                if used == trayCapacity { trays.append([]); used = 0 }"], ["        return trays", "        return trays.filter { !$0.isEmpty }"]],
  cosmetic: [["        var used = 0", "        var used = 0 // items on the current tray"], ["                if used > trayCapacity { trays.append([]); used = 0 }", "                if used > trayCapacity {\n                    trays.append([]); used = 0\n                }"], ["        var used = 0 // items on the current tray", "        var used = 0 // vlaaien on the current tray"], ["        return trays", "        return trays // oven order"]],
  wrong: "                if used >= trayCapacity - 1 { trays.append([]); used = 0 }",
  alts: [["                if used >= trayCapacity - 1 { trays.append([]); used = 0 }", "eB"], ["                if used > trayCapacity { trays[trays.count] = []; used = 0 }", "eC"], ["                if used == trayCapacity { trays.append([]); used = 0 }", null]],
  run(r, err, suite) {
    const n = suite ? r.int(44, 58) : 7, t = r.secs(0.01, 0.4, 3), b = r.secs(1.2, 9.8, 2);
    const ts = `2026-12-0${r.int(1, 6)} ${r.int(10, 17)}:${String(r.int(10, 59))}:${String(r.int(10, 59))}.${r.int(100, 999)}`;
    if (!err) return { out: `Building for debugging...\n[${r.int(3, 8)}/${r.int(9, 12)}] Compiling VlaaiCore OrderSplitter.swift\nBuild complete! (${b}s)\nTest Suite 'Selected tests' started at ${ts}.\nTest Suite 'OrderSplitterTests' passed at ${ts}.\n\t Executed ${n} tests, with 0 failures (0 unexpected) in ${t} (${(Number(t) + 0.002).toFixed(3)}) seconds\nTest Suite 'Selected tests' passed at ${ts}.\n\t Executed ${n} tests, with 0 failures (0 unexpected) in ${t} (${(Number(t) + 0.003).toFixed(3)}) seconds`, code: 0 };
    const [name, body] = err;
    if (body.startsWith("error:")) return { out: `Building for debugging...\n/Users/dev/Vlaai/Sources/VlaaiCore/OrderSplitter.swift:${r.int(60, 90)}:27: ${body}\n                if used == capacity { trays.append([]); used = 0 }\n                           ^~~~~~~~\nerror: fatalError`, code: 1 };
    if (body.startsWith("Fatal")) return { out: `Building for debugging...\nBuild complete! (${b}s)\nTest Suite 'Selected tests' started at ${ts}.\nTest Case '-[VlaaiCoreTests.OrderSplitterTests ${name}]' started.\nSwift/ContiguousArrayBuffer.swift:690: ${body}\nerror: Exited with unexpected signal code 5`, code: 1 };
    return { out: `Building for debugging...\nBuild complete! (${b}s)\nTest Suite 'Selected tests' started at ${ts}.\nTest Case '-[VlaaiCoreTests.OrderSplitterTests ${name}]' started.\n/Users/dev/Vlaai/Tests/VlaaiCoreTests/OrderSplitterTests.swift:${r.int(20, 60)}: error: -[VlaaiCoreTests.OrderSplitterTests ${name}] : ${body}\nTest Case '-[VlaaiCoreTests.OrderSplitterTests ${name}]' failed (${t} seconds).\nTest Suite 'OrderSplitterTests' failed at ${ts}.\n\t Executed ${n} tests, with 1 failure (0 unexpected) in ${t} (${(Number(t) + 0.002).toFixed(3)}) seconds`, code: 1 };
  },
  depErr: "error: 'vlaai': Invalid manifest (compiled with: [\"/Applications/Xcode_15.4.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/swiftc\", ...])\n/Users/dev/Vlaai/Package.swift:1:1: error: package 'vlaai' is using Swift tools version 6.0.0 but the installed version is 5.10.0\n// swift-tools-version: 6.0\n^",
  depTries: [["swift package resolve", "error: 'vlaai': package 'vlaai' is using Swift tools version 6.0.0 but the installed version is 5.10.0"], ["swift package reset && swift package resolve", "error: 'vlaai': package 'vlaai' is using Swift tools version 6.0.0 but the installed version is 5.10.0"], ["rm -rf .build Package.resolved && swift build", "error: 'vlaai': package 'vlaai' is using Swift tools version 6.0.0 but the installed version is 5.10.0"], ["swift package clean && swift package update", "error: 'vlaai': package 'vlaai' is using Swift tools version 6.0.0 but the installed version is 5.10.0"], ["rm -rf ~/Library/Caches/org.swift.swiftpm && swift package resolve", "error: 'vlaai': package 'vlaai' is using Swift tools version 6.0.0 but the installed version is 5.10.0"], ["swift build -c debug --disable-sandbox", "error: 'vlaai': package 'vlaai' is using Swift tools version 6.0.0 but the installed version is 5.10.0"]],
  depChain: [["sudo xcode-select -s /Applications/Xcode_16.1.app && swift --version", "swift-driver version: 1.115 Apple Swift version 6.0.2 (swiftlang-6.0.2.1.2 clang-1600.0.26.4)\nTarget: arm64-apple-macosx15.0", "error: Dependencies could not be resolved because 'swift-collections' 1.1.4 is forbidden by Package.resolved pin 1.0.6"], ["swift package update swift-collections", "Updating https://github.com/apple/swift-collections.git\nUpdated https://github.com/apple/swift-collections.git (0.41s)\nComputing version for https://github.com/apple/swift-collections.git\nUpdating swift-collections 1.0.6 -> 1.1.4", null]],
  net: ["swift package resolve", "Fetching https://github.com/apple/swift-collections.git\nerror: Failed to clone repository https://github.com/apple/swift-collections.git:\n    Cloning into bare repository '/Users/dev/Library/Caches/org.swift.swiftpm/repositories/swift-collections-0b5c2a1e'...\n    fatal: unable to access 'https://github.com/apple/swift-collections.git/': Could not resolve host: github.com", ["swift package resolve --verbose", "swift package resolve --disable-automatic-resolution", "sleep 15 && swift package resolve"], "Fetching https://github.com/apple/swift-collections.git from cache\nFetched https://github.com/apple/swift-collections.git from cache (0.62s)\nComputing version for https://github.com/apple/swift-collections.git\nComputed https://github.com/apple/swift-collections.git at 1.1.4 (0.31s)"],
  grepSym: "traysNeeded", grepNew: "batches", grepHits: "Sources/VlaaiCore/OrderSplitter.swift:64:    public func batches(for order: Order) -> [[Order.Line]] {\nSources/VlaaiApp/OvenView.swift:22:        ForEach(splitter.batches(for: order).indices, id: \\.self) { i in",
  grepEmpty: [["grep -rn traysNeeded Sources/", ""], ["grep -rn traysNeeded Sources/ Tests/", ""], ["grep -rni \"trays_\\?needed\" --include=*.swift .", ""], ["git grep -n traysNeeded", ""], ["grep -rn traysNeeded .build/ 2>/dev/null | head -3", ""], ["mdfind -onlyin . traysNeeded", ""], ["rg -n -uu traysNeeded", ""]],
  ci: { wf: "Swift", jobs: ["swiftlint", "test (macos-15)", "test (ubuntu, swift 6.0)"] },
  tasks: {
    fix: "De OrderSplitter deit 13 vlaaie op ein plaat, meh d'r passe d'r mer 12 op. Maak batches(for:) good en zörg dat de tests slaage.",
    ci: "Maak OrderSplitter.batches(for:) good (mer 12 per plaat), push nao de branch fix/tray-capacity en wach tot de CI greun is.",
    setup: "Dit is 'ne nuje checkout. Krieg de tests van OrderSplitterTests aan 't loupe en zeg mich wat d'r oontbraok.",
    rename: "Ze zègke dat OvenView nog traysNeeded aanreup. Zeuk woe 't gebruuk weurt en verangel 't nao de nuje naam.",
    multi: "Drie dinger: (1) mer 12 per plaat, (2) 'n lege bestèlling gieft gein plaote, (3) 'ne test veur 25 vlaaie. Hool 'n lies bie wiels te wirks.",
  },
};

export const zig = {
  id: "zig-build-szl", lang: "Silesian", style: "codex", root: "/home/kuba/hasiok", repo: "gruba/hasiok",
  models: ["gpt-5", "gpt-5-codex"],
  describe: (c) => c,
  sys: "You are Codex, a coding agent running in the Codex CLI. Use `shell` for commands and `apply_patch` to edit files. Keep going until the task is solved. Sandbox: workspace-write.",
  file: "src/ring.zig", testFile: "src/ring.zig",
  head: ["const std = @import(\"std\");", "const testing = std.testing;", "", "/// Fixed-size ring buffer for sensor frames from the mine ventilation loggers.", "pub fn Ring(comptime T: type, comptime N: usize) type {", "    return struct {", "        const Self = @This();", "        buf: [N]T = undefined,", "        head: usize = 0,", "        len: usize = 0,", ""],
  tail: ["    };", "}", "", "test \"push then pop\" {", "    var r = Ring(u8, 4){};", "    try r.push(1);", "    try testing.expectEqual(@as(?u8, 1), r.pop());", "}"],
  filler: (i) => { const n = ["isEmpty", "isFull", "capacity", "clear", "peek", "peekLast", "count", "sliceFirst", "at", "reset", "fill", "sum"][i % 12];
    return [`        pub fn ${n}${i >= 12 ? i : ""}(self: *const Self) ${["bool", "bool", "usize", "void", "?T", "?T"][i % 6]} {`, `            ${["return self.len == 0;", "return self.len == N;", "return N;", "_ = self;", "return if (self.len == 0) null else self.buf[self.head];", "return if (self.len == 0) null else self.buf[(self.head + self.len - 1) % N];"][i % 6]}`, "        }", ""]; },
  target: ["        pub fn push(self: *Self, v: T) error{Full}!void {", "            if (self.len > N) return error.Full;", "            self.buf[(self.head + self.len) % N] = v;", "            self.len += 1;", "        }", "", "        pub fn pop(self: *Self) ?T {", "            if (self.len == 0) return null;", "            const v = self.buf[self.head];", "            self.head = (self.head + 1) % N;", "            self.len -= 1;", "            return v;", "        }", ""],
  bugOld: "            if (self.len > N) return error.Full;", bugNew: "            if (self.len == N) return error.Full;",
  testCmd: "zig build test --summary all", suiteCmd: "zig build test --summary all -Doptimize=ReleaseSafe",
  errs: {
    e0: ["ring.test.push on a full ring fails", "expected error.Full, found void"],
    e1: ["ring.test.push on a full ring fails", "src/ring.zig:58:27: error: use of undeclared identifier 'cap'"],
    e2: ["ring.test.wraps around after pops", "expected 7, found 3"],
    eB: ["ring.test.push then pop", "expected error.Full, found error.Full (push on empty ring)"],
    eC: ["ring.test.push on a full ring fails", "thread 40211 panic: index out of bounds: index 4, len 4"],
  },
  steps: [["            if (self.len > N) return error.Full;", "            if (self.len == cap) return error.Full;"], ["            if (self.len == cap) return error.Full;", "            if (self.len == N) return error.Full;"], ["            const v = self.buf[self.head];", "            const v = self.buf[self.head % N];"]],
  cosmetic: [["            if (self.len > N) return error.Full;", "            // refuse when the ring is full\n            if (self.len > N) return error.Full;"], ["            self.len += 1;", "            self.len += 1; // one more frame"], ["            // refuse when the ring is full", "            // refuse a push when the ring is already full"], ["            if (self.len > N) return error.Full;", "            if (self.len > N)\n                return error.Full;"]],
  wrong: "            if (self.len + 1 >= N) return error.Full;",
  alts: [["            if (self.len + 1 >= N) return error.Full;", "eB"], ["            if (self.buf[self.len] == 0) return error.Full;", "eC"], ["            if (self.len == N) return error.Full;", null]],
  run(r, err, suite) {
    const n = suite ? r.int(38, 46) : 9, ms = r.int(2, 40);
    if (!err) return { out: `Build Summary: 5/5 steps succeeded; ${n}/${n} tests passed\ntest success\n└─ run test ${n} passed ${ms}ms MaxRSS:${r.int(1, 3)}M\n   └─ zig test Debug native success ${r.secs(1, 4, 0)}s MaxRSS:${r.int(150, 240)}M\n`, code: 0 };
    const [name, body] = err;
    if (body.startsWith("src/")) return { out: `install\n└─ install hasiok\n   └─ zig build-exe hasiok Debug native 1 errors\n${body}\n            if (self.len == cap) return error.Full;\n                            ^~~\nerror: the following command failed with 1 compilation errors:\n/usr/local/zig-0.13.0/zig build-exe -ODebug -Mroot=/home/kuba/hasiok/src/main.zig --cache-dir /home/kuba/hasiok/.zig-cache --global-cache-dir /home/kuba/.cache/zig --name hasiok --listen=-\nBuild Summary: 2/5 steps succeeded; 1 failed\n`, code: 1 };
    return { out: `test\n└─ run test ${n - 1}/${n} passed, 1 failed\nerror: '${name}' failed: ${body}\n/usr/local/zig-0.13.0/lib/std/testing.zig:${r.int(40, 90)}:${r.int(5, 17)}: 0x10422bf in expectError__anon_2863 (test)\n    return error.TestExpectedError;\n    ^\n/home/kuba/hasiok/src/ring.zig:${r.int(90, 130)}:5: 0x1042511 in test.push on a full ring fails (test)\nerror: while executing test '${name}', the following test command failed:\n/home/kuba/hasiok/.zig-cache/o/${r.hex(32)}/test --seed=0x${r.hex(8)} --cache-dir=/home/kuba/hasiok/.zig-cache --listen=-\nBuild Summary: 3/5 steps succeeded; 1 failed; ${n - 1}/${n} tests passed; 1 failed\n`, code: 1 };
  },
  depErr: "/home/kuba/hasiok/build.zig:14:22: error: no field or member function named 'addStaticLibrary' in 'Build'\n    const lib = b.addStaticLibrary(.{\n                ~^~~~~~~~~~~~~~~~~\n/usr/lib/zig/std/Build.zig:1:1: note: struct declared here\nreferenced by:\n    runBuild__anon_8985: /usr/lib/zig/std/Build.zig:2117:27",
  depTries: [["rm -rf .zig-cache zig-out && zig build test", "(same error as above)"], ["zig fetch --save https://github.com/gruba/zig-modbus/archive/refs/tags/v0.4.2.tar.gz", "info: resolved to commit 9c1d0a2f\nwarning: overwriting existing dependency named 'modbus'"], ["rm -rf ~/.cache/zig && zig build", "(same error as above)"], ["zig build --fetch", "(same error as above)"], ["zig env | head -5", "{\n \"zig_exe\": \"/usr/bin/zig\",\n \"lib_dir\": \"/usr/lib/zig\",\n \"std_dir\": \"/usr/lib/zig/std\",\n \"version\": \"0.14.0\""], ["zig build -Doptimize=Debug test", "(same error as above)"]],
  depChain: [["ln -sf /usr/local/zig-0.13.0/zig ~/.local/bin/zig && hash -r && zig version", "0.13.0", "/home/kuba/hasiok/build.zig.zon:12:20: error: hash mismatch: manifest declares 1220f3a2b6c0d1e9c7a4e8b5d2f6a9c3e1b7d4f8a2c6e0b9d3f7a1c5e8b2d6f0a4c9 but the fetched package has 1220b91e4c7a2d5f8e0b3c6a9d2f5e8b1c4a7d0e3f6b9c2a5d8e1f4b7c0a3d6e9f2b5\n            .hash = \"1220f3a2b6c0d1e9c7a4e8b5d2f6a9c3e1b7d4f8a2c6e0b9d3f7a1c5e8b2d6f0a4c9\","], ["zig fetch --save=modbus https://github.com/gruba/zig-modbus/archive/refs/tags/v0.4.2.tar.gz", "info: updated build.zig.zon dependency 'modbus' hash", null]],
  net: ["zig build --fetch", "error: unable to fetch https://github.com/gruba/zig-modbus/archive/refs/tags/v0.4.2.tar.gz: HttpConnectionClosing\n    .url = \"https://github.com/gruba/zig-modbus/archive/refs/tags/v0.4.2.tar.gz\",\n           ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~", ["zig build --fetch --verbose", "rm -rf ~/.cache/zig/p/tmp && zig build --fetch", "sleep 10 && zig build --fetch"], "info: fetched 1 package: modbus-0.4.2-AAAAAOiXAQBl5s3k"],
  grepSym: "pushOverwrite", grepNew: "pushEvict", grepHits: "src/ring.zig:131:        pub fn pushEvict(self: *Self, v: T) void {\nsrc/logger.zig:47:            frames.pushEvict(frame);",
  grepEmpty: [["grep -rn pushOverwrite src/", ""], ["grep -rn pushOverwrite src/ build.zig examples/", ""], ["grep -rni \"push_\\?overwrite\" --include=*.zig .", ""], ["git grep -n pushOverwrite", ""], ["grep -rn pushOverwrite ~/.cache/zig/p 2>/dev/null | head -3", ""], ["rg -n -uu pushOverwrite", ""], ["git log --oneline -S pushOverwrite | head", ""]],
  ci: { wf: "ci", jobs: ["zig fmt --check", "test (x86_64-linux)", "test (aarch64-macos)"] },
  tasks: {
    fix: "Ring.push niy gibie error.Full, jak bufer je połny — ino nadpisuje ramki. Spraw to we src/ring.zig i zrōb, coby testy przeszły.",
    ci: "Spraw Ring.push (jak je połno, mo być error.Full), pchnij na gałōź fix/ring-full i czekej, aż CI bydzie zielōne.",
    setup: "To je nowy checkout. Puść testy `zig build test` i pedz mi, czego brakowało.",
    rename: "Godajōm, że logger.zig jeszcze wołŏ pushOverwrite. Znŏjdź, kaj to je używane, i zmiyń na nowe miano.",
    multi: "Trzi rzeczy: (1) error.Full przi połnym buforze, (2) pop po zawiniyńciu, (3) test na 1000 ramek. Trzimej lista, jak robisz.",
  },
};
