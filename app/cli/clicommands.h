#pragma once

#include "clicontext.h"

namespace cq {

/** One option of a command: its name without "--" (`-o` is "output"), and whether a value follows it. */
struct CliOption {
    QString name;
    bool takesValue = false;
};

/**
 * The options one command takes; each catalog sub-verb is a command of its own ("catalog
 * import"). CommandLine refuses every other option with exit 2, naming it and the command, so
 * an option a command would not read (`bom FILE --pdf b.pdf`) is never silently ignored.
 */
struct CliCommandOptions {
    QString command;
    QList<CliOption> options;
    /** True when @p name (without "--") is one of this command's options. */
    bool takes(const QString &name) const;
};

/**
 * Every command and the options it takes, in the order of the usage text: the one table the
 * parser checks the command line against (defined in commandline.cpp). `--help` / `-h` is
 * every command's and is not listed. tst_clioptions checks that `clusterquote --help` names
 * exactly these options for each command.
 */
const QList<CliCommandOptions> &cliCommandOptions();

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
 * --fabric ib|roce|ethernet [--rail-optimized] [--planes K] [--switch-ports P] [--breakout N] [--sharp]
 * [--oversubscription R]
 * [--rooms M] [--rack-kw KW] [--pricebook DB] [--json] -o FILE`: sizes the fat tree
 * (FabricPlan; K rail planes: K fat trees of R/K NICs a server), builds and lays out the cluster
 * from the catalog (CatalogChoice, FabricGenerator) and saves it; prints each room's plan.
 * Without --switch-ports the matching catalog switch with the most ports is used, split or not;
 * --breakout N keeps to switches split N ways (1: unsplit); --sharp turns SHARP on where the
 * switch has it. A cluster too big for three tiers is refused naming the --planes and
 * --breakout that fit it (FabricPlan::tooManyTiers, CatalogChoice::breakoutToFit).
 */
int runGenerate(const CliContext &ctx);
/**
 * `catalog [--json] [--pricebook DB]`: GPU keys (for generate --gpu), servers, switches and
 * cables, retired models marked; `catalog export-csv FILE` / `catalog import-csv FILE`
 * dispatch from here to the functions below.
 */
int runCatalog(const CliContext &ctx);
/** `catalog export-csv FILE [--pricebook DB]`: every catalog model as CatalogCsv. */
int runCatalogExportCsv(const CliContext &ctx);
/**
 * `catalog import-csv FILE [--pricebook DB]`: replaces each kind of model the file has
 * (PriceBookDatabase::importCatalogCsv, a backup first); a bad row refuses the whole file
 * with "FILE:LINE: problem" and exit 2.
 */
int runCatalogImportCsv(const CliContext &ctx);
/**
 * `catalog import FILE.yaml|FOLDER... [--pricebook DB] [--kind ib|roce|ethernet] [--gpu KEY
 * --gpus N] [--nics N --nic-rate GBITS] [--sku SKU]`: NetBox device types as switch and
 * server models (NetboxDeviceType, NetboxImport). Every file is read and checked first; one
 * refused ("FILE:LINE: problem") saves nothing, exit 2.
 */
int runCatalogImport(const CliContext &ctx);
/**
 * `compare A.cqd B.cqd [...] [--model 70B] [--tokens 1T] [--mfu PCT] [--term monthly|annual]
 * [--discount PCT] [--power-price CNY_PER_KWH] [--servers N] [--nic-rate GBITS]
 * [--oversubscription R] [--pricebook DB] [--json] [--pdf OUT]`: the designs side by side (compare/comparison.h),
 * the better value of each row marked, and the recommendation. Default run: 70B on 1T tokens.
 */
int runCompare(const CliContext &ctx);
/**
 * `import [topo|ibstat|ibnetdiscover|nccl|ethtool|gpu-util] FILE [--json] [-o DESIGN.cqd]`: reads what a customer
 * measured (model/acceptance readers; the kind is detected from the content when not given)
 * and prints it; -o saves an ibnetdiscover fabric as a laid-out design. Diagnostics (file:line)
 * go to stderr. Exit 0 read, 2 unreadable.
 */
int runImport(const CliContext &ctx);
/**
 * `accept DESIGN.cqd FILE... [--pdf OUT] [--lang en|zh_CN] [--json]`: holds every measurement
 * (kinds detected from content) against the design and the engine (acceptance/acceptance.h).
 * Exit 0 every check passed, 1 some check failed, 2 an input or the design is unreadable.
 */
int runAccept(const CliContext &ctx);
/**
 * `bom FILE [--spares PCT] [--json] [--csv OUT] [--xlsx OUT] [--pricebook DB]`: the bill of materials
 * (bom/billofmaterials.h): servers, switches per tier, cables and optics by part, rate and
 * length with spares (default 2 %), counts per tier and rate; --csv writes BomCsv, --xlsx
 * the BOM and the cable plan (BomXlsxWriter).
 */
int runBom(const CliContext &ctx);
/**
 * `cables FILE [--json] [--csv OUT] [--pricebook DB]`: the cable plan (bom/cableplan.h), one
 * line per cable and a port-to-port table per switch; --csv writes NetBox's cable import CSV.
 */
int runCables(const CliContext &ctx);
/**
 * `size --model 70B --tokens 1T [--days D | --budget CNY] [--gpu KEYS] [--zero N] [--recompute ..]
 * [--mfu PCT] [--term ..] [--pricebook DB] [--json] [--generate N -o FILE]`: the sizing advisor
 * (sizing/sizingadvisor.h): ranked candidate clusters with memory, layout, time, cost, power and the
 * guides' reasons; --generate writes candidate N as a design. Exit 2 on bad input, or when no GPU
 * fits the model or no candidate meets the goal (the nearest candidates are printed).
 */
int runSize(const CliContext &ctx);
/**
 * `pricebook init|migrate|check [--pricebook DB]` (issue #21), on an SQLite file or a
 * postgresql:// server: init creates the schema and seeds it as a new SQLite file is on first
 * use (an existing book is left as it is); migrate upgrades an older schema; check prints the
 * schema version and the rows of every table. A server's schema changes only through these.
 */
int runPricebook(const CliContext &ctx);

} // namespace cq
