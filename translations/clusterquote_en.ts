<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>cq::Acceptance</name>
    <message numerus="yes">
        <source>%n port(s) on %1</source>
        <translation>
            <numerusform>%n port on %1</numerusform>
            <numerusform>%n ports on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 port(s)</source>
        <translation>
            <numerusform>%n %1 port</numerusform>
            <numerusform>%n %1 ports</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::Analyzer</name>
    <message numerus="yes">
        <source>%n GPU server(s) reach the fabric of %1</source>
        <translation>
            <numerusform>%n GPU server reaches the fabric of %1</numerusform>
            <numerusform>%n GPU servers reach the fabric of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more fabric(s)</source>
        <translation>
            <numerusform>%n more fabric</numerusform>
            <numerusform>%n more fabrics</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::BillOfMaterials</name>
    <message numerus="yes">
        <source>%1 cable(s) between breakout ports are ordered at their own rate, not as one full-rate cable per port (2 x 400G on one 800G cable): the two halves of such a port go to different switches or ports, or no catalog part of the full rate reaches that far.</source>
        <translation>
            <numerusform>%1 cable between breakout ports is ordered at its own rate, not as one full-rate cable per port (2 x 400G on one 800G cable): the two halves of such a port go to different switches or ports, or no catalog part of the full rate reaches that far.</numerusform>
            <numerusform>%1 cables between breakout ports are ordered at their own rate, not as one full-rate cable per port (2 x 400G on one 800G cable): the two halves of such a port go to different switches or ports, or no catalog part of the full rate reaches that far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cable(s) are longer than any catalog part of their typed medium reaches at their rate (a 3 m DAC at 400 Gb/s, where copper reaches 2 m): they are ordered as the next longer medium (AOC, then transceivers + fibre).</source>
        <translation>
            <numerusform>%1 cable is longer than any catalog part of its typed medium reaches at its rate (a 3 m DAC at 400 Gb/s, where copper reaches 2 m): it is ordered as the next longer medium (AOC, then transceivers + fibre).</numerusform>
            <numerusform>%1 cables are longer than any catalog part of their typed medium reaches at their rate (a 3 m DAC at 400 Gb/s, where copper reaches 2 m): they are ordered as the next longer medium (AOC, then transceivers + fibre).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cable(s) have no offered catalog part of their rate and length: add one in the price book&apos;s hardware catalog.</source>
        <translation>
            <numerusform>%1 cable has no offered catalog part of its rate and length: add one in the price book&apos;s hardware catalog.</numerusform>
            <numerusform>%1 cables have no offered catalog part of their rate and length: add one in the price book&apos;s hardware catalog.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 switch(es) no server reaches through cables, so in no tier: %2.</source>
        <translation>
            <numerusform>%1 switch no server reaches through cables, so in no tier: %2.</numerusform>
            <numerusform>%1 switches no server reaches through cables, so in no tier: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::CableInspector</name>
    <message numerus="yes">
        <source>%n cables selected: edits apply to all</source>
        <translation>
            <numerusform>%n cable selected: edits apply to it</numerusform>
            <numerusform>%n cables selected: edits apply to all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::CablePlanPanel</name>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n cable</numerusform>
            <numerusform>%n cables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::CandidateBuilder</name>
    <message numerus="yes">
        <source>the generated design breaks %n design rule(s)</source>
        <translation>
            <numerusform>the generated design breaks %n design rule</numerusform>
            <numerusform>the generated design breaks %n design rules</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::CommandLine</name>
    <message numerus="yes">
        <source>%1: cable plan, %2 cable(s)</source>
        <translation>
            <numerusform>%1: cable plan, %2 cable</numerusform>
            <numerusform>%1: cable plan, %2 cables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the design has %n error(s); run &quot;clusterquote validate&quot; for details</source>
        <translation>
            <numerusform>%1: the design has %n error; run &quot;clusterquote validate&quot; for details</numerusform>
            <numerusform>%1: the design has %n errors; run &quot;clusterquote validate&quot; for details</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) (%1)</source>
        <translation>
            <numerusform>%n server (%1)</numerusform>
            <numerusform>%n servers (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n switch(es) (%1)</source>
        <translation>
            <numerusform>%n switch (%1)</numerusform>
            <numerusform>%n switches (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n cable</numerusform>
            <numerusform>%n cables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::CompareActions</name>
    <message numerus="yes">
        <source>Comparing %n design(s)</source>
        <translation>
            <numerusform>Comparing %n design</numerusform>
            <numerusform>Comparing %n designs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::CompareText</name>
    <message numerus="yes">
        <source>%1 · %n server(s)</source>
        <comment>compare column, legend, recommendation: design name, GPU servers after the what-if</comment>
        <translation>
            <numerusform>%1 · %n server</numerusform>
            <numerusform>%1 · %n servers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::ConnectNics</name>
    <message numerus="yes">
        <source>%n NIC port(s) left unconnected: the selected switches have no free port for them.</source>
        <translation>
            <numerusform>%n NIC port left unconnected: the selected switches have no free port for it.</numerusform>
            <numerusform>%n NIC ports left unconnected: the selected switches have no free port for them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NIC port(s) left unconnected: no selected switch in their machine room has their link layer (InfiniBand or Ethernet).</source>
        <translation>
            <numerusform>%n NIC port left unconnected: no selected switch in its machine room has its link layer (InfiniBand or Ethernet).</numerusform>
            <numerusform>%n NIC ports left unconnected: no selected switch in their machine room has their link layer (InfiniBand or Ethernet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected %n NIC port(s) rail by rail.</source>
        <translation>
            <numerusform>Connected %n NIC port rail by rail.</numerusform>
            <numerusform>Connected %n NIC ports rail by rail.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected %n NIC port(s) round-robin over the selected switches.</source>
        <translation>
            <numerusform>Connected %n NIC port round-robin over the selected switches.</numerusform>
            <numerusform>Connected %n NIC ports round-robin over the selected switches.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::EditActions</name>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n switch(es)</source>
        <translation>
            <numerusform>%n switch</numerusform>
            <numerusform>%n switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n cable</numerusform>
            <numerusform>%n cables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::FabricPlan</name>
    <message numerus="yes">
        <source>%n leaf switch(es)</source>
        <translation>
            <numerusform>%n leaf switch</numerusform>
            <numerusform>%n leaf switches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> + %n spine(s)</source>
        <translation>
            <numerusform> + %n spine</numerusform>
            <numerusform> + %n spines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> + %n core(s)</source>
        <translation>
            <numerusform> + %n core</numerusform>
            <numerusform> + %n cores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 servers x %2 NICs: %n tier(s), %3 = %4 switches of %5 ports; cables %6; %7</source>
        <translation>
            <numerusform>%1 servers x %2 NICs: %n tier, %3 = %4 switches of %5 ports; cables %6; %7</numerusform>
            <numerusform>%1 servers x %2 NICs: %n tiers, %3 = %4 switches of %5 ports; cables %6; %7</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rail plane(s), each %1</source>
        <translation>
            <numerusform>%n rail plane, each %1</numerusform>
            <numerusform>%n rail planes, each %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::LayoutCableLengths</name>
    <message numerus="yes">
        <source>Set %n cable length(s) from the layout.</source>
        <translation>
            <numerusform>Set %n cable length from the layout.</numerusform>
            <numerusform>Set %n cable lengths from the layout.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) already had the layout&apos;s length and kind.</source>
        <translation>
            <numerusform>%n cable already had the layout&apos;s length and kind.</numerusform>
            <numerusform>%n cables already had the layout&apos;s length and kind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) kept the typed length: they join two machine rooms, whose distance the layout does not show.</source>
        <translation>
            <numerusform>%n cable kept its typed length: it joins two machine rooms, whose distance the layout does not show.</numerusform>
            <numerusform>%n cables kept the typed length: they join two machine rooms, whose distance the layout does not show.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::MoveObjectsCommand</name>
    <message numerus="yes">
        <source>Move %n object(s)</source>
        <translation>
            <numerusform>Move %n object</numerusform>
            <numerusform>Move %n objects</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::NewClusterWizard</name>
    <message numerus="yes">
        <source>%n rack(s) of %1 kW.</source>
        <translation>
            <numerusform>%n rack of %1 kW.</numerusform>
            <numerusform>%n racks of %1 kW.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::PriceBookDialog</name>
    <message numerus="yes">
        <source>%n item(s) imported.</source>
        <translation>
            <numerusform>%n item imported.</numerusform>
            <numerusform>%n items imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) changed by someone else were not saved; your values are still in the table. Save again to choose theirs or yours.</source>
        <translation>
            <numerusform>%n price changed by someone else was not saved; your value is still in the table. Save again to choose theirs or yours.</numerusform>
            <numerusform>%n prices changed by someone else were not saved; your values are still in the table. Save again to choose theirs or yours.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::PropertyInspector</name>
    <message numerus="yes">
        <source>%n objects of different kinds are selected. Select objects of one kind to edit them together.</source>
        <translation>
            <numerusform>%n objects of different kinds are selected. Select objects of one kind to edit them together.</numerusform>
            <numerusform>%n objects of different kinds are selected. Select objects of one kind to edit them together.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::QuoteBuilder</name>
    <message numerus="yes">
        <source>%n device(s) have no SKU: their line is priced at 0.</source>
        <translation>
            <numerusform>%n device has no SKU: its line is priced at 0.</numerusform>
            <numerusform>%n devices have no SKU: their line is priced at 0.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) priced as %1 have %2 x %3 Gb/s %4 NICs instead of its %5 x %6 Gb/s %7: the port fees and switches that price includes are quoted separately.</source>
        <translation>
            <numerusform>%n server priced as %1 has %2 x %3 Gb/s %4 NICs instead of its %5 x %6 Gb/s %7: the port fees and switches that price includes are quoted separately.</numerusform>
            <numerusform>%n servers priced as %1 have %2 x %3 Gb/s %4 NICs instead of its %5 x %6 Gb/s %7: the port fees and switches that price includes are quoted separately.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) have no catalog part of their rate and length: their line is marked &quot;price missing&quot; and not in the total.</source>
        <translation>
            <numerusform>%n cable has no catalog part of its rate and length: its line is marked &quot;price missing&quot; and not in the total.</numerusform>
            <numerusform>%n cables have no catalog part of their rate and length: their line is marked &quot;price missing&quot; and not in the total.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::RemoveObjectsCommand</name>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>Delete %n object</numerusform>
            <numerusform>Delete %n objects</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::RentedRun</name>
    <message numerus="yes">
        <source>ceil(%1 days / %2 days a month) = %n whole month(s) x %3 a month (a month of %4 h / 24)</source>
        <translation>
            <numerusform>ceil(%1 days / %2 days a month) = %n whole month x %3 a month (a month of %4 h / 24)</numerusform>
            <numerusform>ceil(%1 days / %2 days a month) = %n whole months x %3 a month (a month of %4 h / 24)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ceil(%1 days / %2 days a year) = %n whole year(s) x %3 a year (12 months of %4 h / 24)</source>
        <translation>
            <numerusform>ceil(%1 days / %2 days a year) = %n whole year x %3 a year (12 months of %4 h / 24)</numerusform>
            <numerusform>ceil(%1 days / %2 days a year) = %n whole years x %3 a year (12 months of %4 h / 24)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::RevisionDiff</name>
    <message numerus="yes">
        <source>%1%2 server(s) (%3)</source>
        <translation>
            <numerusform>%1%2 server (%3)</numerusform>
            <numerusform>%1%2 servers (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1%2 switch(es) (%3)</source>
        <translation>
            <numerusform>%1%2 switch (%3)</numerusform>
            <numerusform>%1%2 switches (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1%2 manual line(s)</source>
        <translation>
            <numerusform>%1%2 manual line</numerusform>
            <numerusform>%1%2 manual lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1%2 leaf switch(es) (%3)</source>
        <translation>
            <numerusform>%1%2 leaf switch (%3)</numerusform>
            <numerusform>%1%2 leaf switches (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1%2 spine switch(es) (%3)</source>
        <translation>
            <numerusform>%1%2 spine switch (%3)</numerusform>
            <numerusform>%1%2 spine switches (%3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1%2 core switch(es) (%3)</source>
        <translation>
            <numerusform>%1%2 core switch (%3)</numerusform>
            <numerusform>%1%2 core switches (%3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::ServerInspector</name>
    <message numerus="yes">
        <source>%n servers selected: edits apply to all</source>
        <translation>
            <numerusform>%n server selected: edits apply to it</numerusform>
            <numerusform>%n servers selected: edits apply to all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::SizingDialog</name>
    <message numerus="yes">
        <source>%n candidate(s), best first</source>
        <translation>
            <numerusform>%n candidate</numerusform>
            <numerusform>%n candidates, best first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more meet the goal at a higher cost or time</source>
        <translation>
            <numerusform>%n more meets the goal at a higher cost or time</numerusform>
            <numerusform>%n more meet the goal at a higher cost or time</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::SwitchInspector</name>
    <message numerus="yes">
        <source>%n switches selected: edits apply to all</source>
        <translation>
            <numerusform>%n switch selected: edits apply to it</numerusform>
            <numerusform>%n switches selected: edits apply to all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::Validator</name>
    <message numerus="yes">
        <source>%n cable(s) between &quot;%1&quot; (%2) and &quot;%3&quot; (%4): the link runs at the lower rate, %5.</source>
        <translation>
            <numerusform>%n cable between &quot;%1&quot; (%2) and &quot;%3&quot; (%4): the link runs at the lower rate, %5.</numerusform>
            <numerusform>%n cables between &quot;%1&quot; (%2) and &quot;%3&quot; (%4): the link runs at the lower rate, %5.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n server(s)</source>
        <translation>
            <numerusform>%1 on %n server</numerusform>
            <numerusform>%1 on %n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) join &quot;%1&quot; (%2 port) to &quot;%3&quot; (%4 port): an InfiniBand port only links up with another InfiniBand port.</source>
        <translation>
            <numerusform>%n cable joins &quot;%1&quot; (%2 port) to &quot;%3&quot; (%4 port): an InfiniBand port only links up with another InfiniBand port.</numerusform>
            <numerusform>%n cables join &quot;%1&quot; (%2 port) to &quot;%3&quot; (%4 port): an InfiniBand port only links up with another InfiniBand port.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n devices share the name &quot;%1&quot;: diagnostics and cable lists cannot tell them apart; give each device its own name.</source>
        <translation>
            <numerusform>%n devices share the name &quot;%1&quot;: diagnostics and cable lists cannot tell them apart; give each device its own name.</numerusform>
            <numerusform>%n devices share the name &quot;%1&quot;: diagnostics and cable lists cannot tell them apart; give each device its own name.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) join &quot;%1&quot; in room %2 to &quot;%3&quot; in room %4: a cable cannot run between machine rooms; put both devices in one room.</source>
        <translation>
            <numerusform>%n cable joins &quot;%1&quot; in room %2 to &quot;%3&quot; in room %4: a cable cannot run between machine rooms; put both devices in one room.</numerusform>
            <numerusform>%n cables join &quot;%1&quot; in room %2 to &quot;%3&quot; in room %4: a cable cannot run between machine rooms; put both devices in one room.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) hold Huawei Ascend NPUs (%1), which run Huawei&apos;s CANN software stack, not CUDA: CUDA code, custom kernels and CUDA-only libraries must be ported (e.g. to PyTorch with torch_npu) and tested before training starts; plan time for the migration.</source>
        <translation>
            <numerusform>%n server holds Huawei Ascend NPUs (%1), which run Huawei&apos;s CANN software stack, not CUDA: CUDA code, custom kernels and CUDA-only libraries must be ported (e.g. to PyTorch with torch_npu) and tested before training starts; plan time for the migration.</numerusform>
            <numerusform>%n servers hold Huawei Ascend NPUs (%1), which run Huawei&apos;s CANN software stack, not CUDA: CUDA code, custom kernels and CUDA-only libraries must be ported (e.g. to PyTorch with torch_npu) and tested before training starts; plan time for the migration.</numerusform>
        </translation>
    </message>
</context>
</TS>
