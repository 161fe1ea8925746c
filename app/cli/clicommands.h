#pragma once

#include "clicontext.h"

namespace cq {

/** `validate FILE [--json]`: the design rules' diagnostics. */
int runValidate(const CliContext &ctx);
/**
 * `analyze FILE [--collective NAME] [--bytes N] [--json]`: the fabric (switch and tier loads,
 * bisection, hops, failures), per training cluster the network and the training estimate, and
 * NCCL's predicted collectives: NAME as nccl-tests spells it (all seven without it), at N bytes
 * or, without --bytes, over the sweep 8 B .. 16 GiB (factor 2). --json prints one object per
 * (cluster, collective, size) under "collectives", beside "fabric" and "clusters".
 */
int runAnalyze(const CliContext &ctx);
/** `quote FILE [--term ..] [--pdf OUT] [--csv OUT] [--lang ..] [--pricebook DB] [--json]`. */
int runQuote(const CliContext &ctx);
/**
 * `generate --gpu MODEL --servers N [--gpus-per-server 8] --nics-per-server K --nic-rate GBITS
 * --fabric ib|roce|ethernet [--rail-optimized] [--switch-ports P] [--oversubscription R]
 * [--rooms M] [--rack-kw KW] [--pricebook DB] [--json] -o FILE`: sizes the fat tree
 * (FabricPlan), builds and lays out the cluster from the catalog (CatalogChoice,
 * FabricGenerator) and saves it; prints each room's plan. Without --switch-ports the matching
 * catalog switch with the most ports is used.
 */
int runGenerate(const CliContext &ctx);
/** `catalog [--json] [--pricebook DB]`: GPU keys (for generate --gpu), servers and switches. */
int runCatalog(const CliContext &ctx);

} // namespace cq
