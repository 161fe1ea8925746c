<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>cq::AnalysisPanel</name>
    <message>
        <source>Analyzing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all_reduce message size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 nodes x %2 GPUs = %3 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intra-node, per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network, per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst oversubscription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power at full load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (one GPU: nothing to reduce)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crosses the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intra-node only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (B = %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>algbw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busbw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency term (alpha)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth term (beta)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm / protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2, %3 ranks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::Analyzer</name>
    <message>
        <source>intra-node bandwidth of server &quot;%1&quot; is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server &quot;%1&quot; has no NIC cabled to a switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>oversubscription %1 at %2 (%3 of %4 GB/s per node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPUs in the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a single GPU: nothing to exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink (%1 GB/s per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe Gen4 (%1 GB/s per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe Gen5 (%1 GB/s per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NICs: %1 x %2 Gb/s %3 = %4 GB/s per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NICs: %1 cabled ports at mixed rates = %2 GB/s per node</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::CableItem</name>
    <message>
        <source>%1 port %2 – %3 port %4 · %5 Gb/s · %6 m</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::Catalog</name>
    <message>
        <source>Unknown GPU model %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is full: all %2 GPU slots are taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 GPUs; a %3 cannot be mixed in.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::CatalogDrop</name>
    <message>
        <source>No hardware catalog is loaded, so nothing can be added from the palette.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog has no server %1 (or lacks its GPU model).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog has no switch %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a GPU onto a server to fit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add GPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::ChangeQuoteSettingsCommand</name>
    <message>
        <source>Change quote settings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::ClusterDocument</name>
    <message>
        <source>A cable needs a server or switch port at each end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cable cannot join two ports of the same device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no port %2: it has %3 ports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 of %2 already holds a cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers connect through a switch, not directly to each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An %1 port cannot be cabled to an %2 port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::CommandLine</name>
    <message>
        <source>unknown command &quot;%1&quot;
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- (single tier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster &quot;%1&quot;: %2 node(s) x %3 GPUs = %4 GPUs, %5 PFLOPS BF16 peak, %6 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  intra-node %1 GB/s per GPU, network %2 GB/s per node, bottleneck: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 %2/%3 of %4 bytes over %5 ranks: %6 us (latency %7 us + bandwidth %8 us), algbw %9 GB/s, busbw %10 GB/s%11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (crosses the network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (intra-node only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bytes: &quot;%1&quot; is not a message size in bytes (1 to 1e15)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing design file (usage: clusterquote &lt;command&gt; FILE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage:
  clusterquote [FILE]                       open the designer
  clusterquote validate FILE [--json]
  clusterquote analyze FILE [--bytes N] [--json]
  clusterquote quote FILE [--term monthly|annual] [--pdf OUT] [--csv OUT]
                          [--lang en|zh_CN] [--pricebook DB] [--json]
  clusterquote --version
Exit status: 0 ok, 1 the design has errors, 2 unusable input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>option --%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option --%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote %1 for %2, %3 term, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  subtotal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  VAT %1%%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  total: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  The total is a range: it contains estimates (ask for a binding price).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--term: &quot;%1&quot; is not a term (monthly or annual)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang: &quot;%1&quot; is not a quote language (en or zh_CN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 error(s), %3 warning(s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::DesignFormat</name>
    <message>
        <source>%1: cannot open: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: file is %2 MB, larger than any design (limit 256 MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot save: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::DesignScene</name>
    <message>
        <source>%1 has no free port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dropped item &quot;%1&quot; is not a catalog entry.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::DesignView</name>
    <message>
        <source>Cluster design canvas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::DeviceItem</name>
    <message>
        <source>Server %1
%2
SKU %3 · %4 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch %1
%2
SKU %3 · %4 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::DiagnosticsPanel</name>
    <message>
        <source>Design diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::FileActions</name>
    <message>
        <source>ClusterQuote designs (*.cqd);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Quote PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Design As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The design has unsaved changes. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Quote PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::IntraFabric</name>
    <message>
        <source>NVLink/NVSwitch (SXM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe Gen4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe Gen5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::JsonReader</name>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a ClusterQuote design (expected &quot;format&quot;: &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by a newer ClusterQuote (file version %1, this version reads up to %2); please update ClusterQuote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no room has the id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown intra-node fabric &quot;%1&quot; (expected nvswitch, pcie-gen4 or pcie-gen5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown link kind &quot;%1&quot; (expected ib, roce or ethernet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cable from a port to itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no server or switch has the id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (expected YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown term &quot;%1&quot; (expected monthly or annual)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 entries, more than the %2 a design may hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an id (expected a UUID)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::LinkKind</name>
    <message>
        <source>InfiniBand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::MainWindow</name>
    <message>
        <source>Design canvas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price Book Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

ClusterQuote is using the default prices for this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ClusterQuote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ClusterQuote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;ClusterQuote %1&lt;/b&gt;&lt;p&gt;Design, validate, analyze and quote GPU training clusters.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — ClusterQuote</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::MoveObjectsCommand</name>
    <message numerus="yes">
        <source>Move %n objects</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::PaletteWidget</name>
    <message>
        <source>Search hardware…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep a training job in one room</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::PortItem</name>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cable to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1 · %2 Gb/s · %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::PriceBookDatabase</name>
    <message>
        <source>No price-book file name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open price book %1: it is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open price book %1: the Qt SQLite driver (QSQLITE, package libqt6sql6-sqlite) is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open price book %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an SQLite price-book database (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the schema version of %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer ClusterQuote (price-book schema version %2; this version reads up to %3). Update ClusterQuote to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has an invalid price-book schema version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds tables but no price-book schema version: it is not a ClusterQuote price book.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lacks the price-book table(s) %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: the integrity check could not run (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: the integrity check reports &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot enable foreign keys on %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot enable foreign keys on %1: they stay off. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot switch %1 to WAL journal mode: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create price book %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No price book is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read price book %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SKU is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price %1 is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the minimum %1 is above the maximum %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save price item &apos;%1&apos; to %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot set VAT in %1: %2 basis points is outside 0..10000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot set the annual discount of &apos;%1&apos; in %2: the family must be named and the share must be 1..10000 basis points, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save to %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::PriceBookReader</name>
    <message>
        <source>gpu_count %1 exceeds gpu_slots %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU model &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>included_in_rent is %1, not 0 or 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min_fen %1 is greater than max_fen %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share_bp %1 is above 10000 (100 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting &apos;%1&apos; is &apos;%2&apos;, not %3; using %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a currency code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>basis points 0..10000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 or 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number &gt;= 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ISO-8601 date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 row &apos;%2&apos; skipped: %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::QuoteBuilder</name>
    <message>
        <source>%n device(s) have no SKU: their line is priced at 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price book&apos;s VAT rate (%1 basis points) is negative; VAT is taken as 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each line is rounded once to the fen, halves away from zero; VAT is computed on the subtotal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW at full load, included in server rent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No price for SKU %1 in the price book: the line is priced at 0.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::QuotePdfWriter</name>
    <message>
        <source>Cannot write the quote PDF %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported language &quot;%1&quot; (use en or zh_CN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fonts need a GUI application object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF painter could not start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::QuoteTableModel</name>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate (以咨询为准): ask for a binding price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contains estimates (以咨询为准): the binding price may lie anywhere in this range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VAT %1 (included in prices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VAT %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mb/s-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one-off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::QuoteTableWidget</name>
    <message>
        <source>Contract term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ %1 / year since last edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ %1 / month since last edit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::RemoveObjectsCommand</name>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n objects</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::RoomItem</name>
    <message>
        <source>Room %1 (%2 x %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::SpecFormat</name>
    <message>
        <source>no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1x %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe Gen4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe Gen5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1x%2G %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 Gb/s %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::UnitFormat</name>
    <message>
        <source>%1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (single tier)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cq::Validator</name>
    <message>
        <source>A cable joins two devices that are not in the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cable on port %1 of &quot;%2&quot; ends on a device that is not in the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch &quot;%1&quot; has %2 ports but %3 are cabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server &quot;%1&quot; has %2 NIC ports but %3 are cabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch &quot;%1&quot; has %2 ports; a cable uses port %3, which does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server &quot;%1&quot; has %2 NIC ports; a cable uses port %3, which does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 of switch &quot;%2&quot; holds %3 cables; a port takes one cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 of server &quot;%2&quot; holds %3 cables; a port takes one cable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) between &quot;%1&quot; (%2) and &quot;%3&quot; (%4): the link runs at the lower rate, %5.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; spans %2 machine rooms (%3): synchronous training needs one room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; has %2 servers but none is cabled to a switch: cable them into one switch fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; is split: %2 of its %3 servers (%4) cannot reach the switch fabric of the others; cable every server into one fabric.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; has %2 PCIe servers among its %3 servers (%4): multi-node training expects NVLink (SXM) servers; PCIe GPUs exchange gradients several times slower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; runs over plain Ethernet without RDMA (%2): multi-node training needs InfiniBand or RoCE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
