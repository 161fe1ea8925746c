<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>cq::Acceptance</name>
    <message>
        <source>PCIe (no NVLink between GPUs)</source>
        <translation>PCIe（GPU 之间无 NVLink）</translation>
    </message>
    <message>
        <source>NVLink, %1 links per GPU pair (NV%1)</source>
        <translation>NVLink，每对 GPU 之间 %1 条链路（NV%1）</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台服务器 GPU 数</translation>
    </message>
    <message>
        <source>%1 GPUs (%2)</source>
        <translation>%1 块 GPU（%2）</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 块 GPU</translation>
    </message>
    <message>
        <source>GPU fabric</source>
        <translation>GPU 互联</translation>
    </message>
    <message>
        <source>NVLink between every GPU pair</source>
        <translation>任意两块 GPU 之间均为 NVLink</translation>
    </message>
    <message>
        <source>one GPU: no GPU pair</source>
        <translation>仅一块 GPU：无 GPU 对</translation>
    </message>
    <message>
        <source>a GPU pair without NVLink: collectives inside the server run over PCIe</source>
        <translation>有 GPU 对之间没有 NVLink：服务器内的集合通信将走 PCIe</translation>
    </message>
    <message>
        <source>NVLink delivered where the design has PCIe GPUs: not the hardware quoted</source>
        <translation>设计为 PCIe GPU，交付的却是 NVLink：与报价硬件不符</translation>
    </message>
    <message>
        <source>%1 %2/%3 at %4 Gb/s</source>
        <translation>%1 %2/%3，速率 %4 Gb/s</translation>
    </message>
    <message>
        <source>Link layer</source>
        <translation>链路层</translation>
    </message>
    <message>
        <source>%1 ports on %2</source>
        <translation>%2 上有 %1 个端口</translation>
    </message>
    <message numerus="yes">
        <source>%n port(s) on %1</source>
        <translation>
            <numerusform>%1 上有 %n 个端口</numerusform>
        </translation>
    </message>
    <message>
        <source>Compute NICs at the design rate</source>
        <translation>计算网卡达到设计速率</translation>
    </message>
    <message>
        <source>%1 x %2 Gb/s %3</source>
        <translation>%1 x %2 Gb/s %3</translation>
    </message>
    <message>
        <source>%1 active x &gt;= %2 Gb/s %3</source>
        <translation>%1 个 Active x &gt;= %2 Gb/s %3</translation>
    </message>
    <message>
        <source>not counted: %1</source>
        <translation>未计入：%1</translation>
    </message>
    <message>
        <source>Compute ports up</source>
        <translation>计算端口已连通</translation>
    </message>
    <message>
        <source>all %1 up</source>
        <translation>全部 %1 个已连通</translation>
    </message>
    <message>
        <source>no %1 port at &gt;= %2 Gb/s</source>
        <translation>没有速率 &gt;= %2 Gb/s 的 %1 端口</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 port(s)</source>
        <translation>
            <numerusform>%n 个 %1 端口</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown link layer</source>
        <translation>未知链路层</translation>
    </message>
    <message>
        <source>%1 % of the prediction: faster than the design can deliver: check that the log is from this cluster</source>
        <translation>达到预测值的 %1 %：超出设计所能达到的性能，请确认该日志来自本集群</translation>
    </message>
    <message>
        <source>the log&apos;s GPUs are %1, the design&apos;s are %2: not a measurement of this cluster</source>
        <translation>日志中的 GPU 为 %1，设计中的为 %2：并非本集群的测量结果</translation>
    </message>
    <message>
        <source> (GPU0 to GPU%1 of %2)</source>
        <translation>（%2 的 GPU0 至 GPU%1）</translation>
    </message>
    <message>
        <source>; its last interval has %1 of the %2 rows</source>
        <translation>；最后一个采样周期只有 %2 行中的 %1 行</translation>
    </message>
    <message>
        <source>the file lists no port</source>
        <translation>文件中没有任何端口</translation>
    </message>
    <message>
        <source>found instead: %1</source>
        <translation>实际找到：%1</translation>
    </message>
    <message>
        <source>; down: %1</source>
        <translation>；断开：%1</translation>
    </message>
    <message>
        <source>%1 of %2 up</source>
        <translation>%2 个中 %1 个已连通</translation>
    </message>
    <message>
        <source>%1 compute port(s) in this file, %2 per server in the design</source>
        <translation>此文件中有 %1 个计算端口，设计中每台服务器 %2 个</translation>
    </message>
    <message>
        <source>%1 unreached</source>
        <translation>%1 不可达</translation>
    </message>
    <message>
        <source>tier %1: %2</source>
        <translation>第 %1 层：%2</translation>
    </message>
    <message>
        <source>no switch</source>
        <translation>无交换机</translation>
    </message>
    <message>
        <source>; and %1 more</source>
        <translation>；另有 %1 个</translation>
    </message>
    <message>
        <source>%1: %2 Gb/s, design %3 Gb/s</source>
        <translation>%1：%2 Gb/s，设计为 %3 Gb/s</translation>
    </message>
    <message>
        <source>Cables of the design found</source>
        <translation>设计中的线缆均已找到</translation>
    </message>
    <message>
        <source>%1 cables</source>
        <translation>%1 条线缆</translation>
    </message>
    <message>
        <source>%1 found, %2 missing</source>
        <translation>找到 %1 条，缺少 %2 条</translation>
    </message>
    <message>
        <source>No cable beyond the design</source>
        <translation>没有设计之外的线缆</translation>
    </message>
    <message>
        <source>%1 cables, %2 not in the design</source>
        <translation>%1 条线缆，其中 %2 条不在设计中</translation>
    </message>
    <message>
        <source>Cable rates</source>
        <translation>线缆速率</translation>
    </message>
    <message>
        <source>as designed</source>
        <translation>与设计一致</translation>
    </message>
    <message>
        <source>%1 of %2 at another rate</source>
        <translation>%2 条中有 %1 条速率不同</translation>
    </message>
    <message>
        <source>Switches per tier</source>
        <translation>各层交换机数量</translation>
    </message>
    <message>
        <source>the run used %1 host(s), the design has %2 GPU server(s)</source>
        <translation>测试使用了 %1 台主机，设计中有 %2 台 GPU 服务器</translation>
    </message>
    <message>
        <source>%1 bus bandwidth, %2 ranks on %3 host(s)</source>
        <translation>%1 总线带宽，%3 台主机上 %2 个 rank</translation>
    </message>
    <message>
        <source>the collective of the run is unknown</source>
        <translation>测试所用的集合通信类型未知</translation>
    </message>
    <message>
        <source>the run has no size above 0 B</source>
        <translation>测试中没有大于 0 B 的消息大小</translation>
    </message>
    <message>
        <source>not compared</source>
        <translation>未比较</translation>
    </message>
    <message>
        <source>no bandwidth can be predicted for this communicator</source>
        <translation>无法预测该通信组的带宽</translation>
    </message>
    <message>
        <source>no prediction</source>
        <translation>无预测值</translation>
    </message>
    <message>
        <source>%1 GB/s at %2</source>
        <translation>%2 时 %1 GB/s</translation>
    </message>
    <message>
        <source>no bandwidth can be predicted for the delivered topology: %1</source>
        <translation>无法预测交付拓扑的带宽：%1</translation>
    </message>
    <message>
        <source>&gt;= %1 % of %2 GB/s predicted at %3</source>
        <translation>&gt;= 预测值 %2 GB/s（%3）的 %1 %</translation>
    </message>
    <message>
        <source>%1 GB/s at %2; %3 % of the prediction at sizes &gt;= 1 GiB</source>
        <translation>%2 时 %1 GB/s；消息 &gt;= 1 GiB 时为预测值的 %3 %</translation>
    </message>
    <message>
        <source>bottleneck as predicted: %1</source>
        <translation>瓶颈与预测一致：%1</translation>
    </message>
    <message>
        <source>shortfall on the predicted bottleneck: %1 (%2/%3)</source>
        <translation>预测瓶颈处未达标：%1（%2/%3）</translation>
    </message>
    <message>
        <source>H100-class</source>
        <translation>H100 级</translation>
    </message>
    <message>
        <source>A100-class</source>
        <translation>A100 级</translation>
    </message>
    <message>
        <source>A800/H800-class</source>
        <translation>A800/H800 级</translation>
    </message>
    <message>
        <source>measured NV%1 between %2 and %3; the design&apos;s %4 has NV%5</source>
        <translation>实测 %2 与 %3 之间为 NV%1；设计中的 %4 应为 NV%5</translation>
    </message>
    <message>
        <source>measured NV%1 (%2) between %3 and %4; the design&apos;s %5 has NV%6</source>
        <translation>实测 %3 与 %4 之间为 NV%1（%2）；设计中的 %5 应为 NV%6</translation>
    </message>
    <message>
        <source>not nvidia-smi topo, ibstat, ibnetdiscover, nccl-tests, ethtool or nvidia-smi utilisation output</source>
        <translation>不是 nvidia-smi topo、ibstat、ibnetdiscover、nccl-tests、ethtool 或 nvidia-smi 利用率的输出</translation>
    </message>
    <message>
        <source>Ethernet ports (ethtool)</source>
        <translation>以太网端口（ethtool）</translation>
    </message>
    <message>
        <source>%1 x %2 Gb/s %3: link up, full duplex</source>
        <translation>%1 x %2 Gb/s %3：链路连通，全双工</translation>
    </message>
    <message>
        <source>link down</source>
        <translation>链路断开</translation>
    </message>
    <message>
        <source>link not reported</source>
        <translation>未报告链路状态</translation>
    </message>
    <message>
        <source>duplex not reported</source>
        <translation>未报告双工模式</translation>
    </message>
    <message>
        <source>duplex %1</source>
        <translation>双工 %1</translation>
    </message>
    <message>
        <source>speed unknown</source>
        <translation>速率未知</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>%1 of %2 port(s) up, full duplex at %3 Gb/s</source>
        <translation>%2 个端口中 %1 个连通、全双工、速率 %3 Gb/s</translation>
    </message>
    <message>
        <source>the design&apos;s compute NICs are InfiniBand: ibstat checks them, ethtool only Ethernet (RoCE) ports</source>
        <translation>设计中的计算网卡为 InfiniBand：应由 ibstat 检查，ethtool 只检查以太网（RoCE）端口</translation>
    </message>
    <message>
        <source>%1 port(s) in this file, %2 compute NICs per server in the design</source>
        <translation>本文件含 %1 个端口，设计中每台服务器有 %2 块计算网卡</translation>
    </message>
    <message>
        <source>GPU utilisation under training</source>
        <translation>训练时 GPU 利用率</translation>
    </message>
    <message>
        <source>&gt;= %1 % on every GPU (median after the first %2 % of the samples)</source>
        <translation>每块 GPU &gt;= %1 %（去掉前 %2 % 采样后的中位数）</translation>
    </message>
    <message>
        <source>lowest %1 % (%2); %3 GPU(s), %4 sample(s)</source>
        <translation>最低 %1 %（%2）；%3 块 GPU，%4 个采样</translation>
    </message>
    <message>
        <source>every GPU steady at %1 % or more: the network keeps the GPUs busy</source>
        <translation>每块 GPU 稳定在 %1 % 或以上：网络能让 GPU 保持繁忙</translation>
    </message>
    <message>
        <source>below %1 %: %2; a GPU that waits points to its NIC, its PCIe path or the fabric</source>
        <translation>低于 %1 %：%2；GPU 在等待，问题在其网卡、PCIe 通路或网络</translation>
    </message>
</context>
<context>
    <name>cq::AcceptanceActions</name>
    <message>
        <source>Acceptance &amp;Check...</source>
        <translation>交付验收(&amp;C)...</translation>
    </message>
    <message>
        <source>Hold what the customer measured (nvidia-smi topo, ibstat, ibnetdiscover, nccl-tests) against this design and its predicted bandwidth</source>
        <translation>将客户实测结果（nvidia-smi topo、ibstat、ibnetdiscover、nccl-tests）与本设计及其预测带宽对照</translation>
    </message>
    <message>
        <source>Acceptance report: %1</source>
        <translation>验收报告：%1</translation>
    </message>
    <message>
        <source>Save PDF...</source>
        <translation>保存 PDF...</translation>
    </message>
    <message>
        <source>Report language</source>
        <translation>报告语言</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Save Acceptance Report</source>
        <translation>保存验收报告</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Acceptance report</source>
        <translation>验收报告</translation>
    </message>
    <message>
        <source>Measurements of the Delivered Cluster</source>
        <translation>交付集群的实测结果</translation>
    </message>
    <message>
        <source>Command output (*.txt *.log *.out);;All files (*)</source>
        <translation>命令输出 (*.txt *.log *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Acceptance check</source>
        <translation>交付验收</translation>
    </message>
    <message>
        <source>Some lines could not be read:
%1</source>
        <translation>部分行无法读取：
%1</translation>
    </message>
</context>
<context>
    <name>cq::AcceptanceChart</name>
    <message>
        <source>message size (bytes)</source>
        <translation>消息大小（字节）</translation>
    </message>
    <message>
        <source>bus bandwidth (GB/s)</source>
        <translation>总线带宽（GB/s）</translation>
    </message>
    <message>
        <source>measured (%1)</source>
        <translation>实测（%1）</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>%1 % of predicted</source>
        <translation>预测值的 %1 %</translation>
    </message>
</context>
<context>
    <name>cq::AcceptancePdfWriter</name>
    <message>
        <source>Cannot write the acceptance PDF %1: %2</source>
        <translation>无法写入验收报告 PDF %1：%2</translation>
    </message>
    <message>
        <source>Acceptance report</source>
        <translation>验收报告</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>不通过</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>设计值 / 预测值</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>%1 check(s) passed, %2 failed. Bar for bandwidth: measured bus bandwidth at sizes &gt;= 1 GiB reaches 80 % of the engine&apos;s prediction for the delivered topology.</source>
        <translation>通过 %1 项，不通过 %2 项。带宽标准：1 GiB 及以上消息的实测总线带宽达到交付拓扑预测值的 80 %。</translation>
    </message>
    <message>
        <source>Bus bandwidth, measured over predicted: </source>
        <translation>总线带宽：实测与预测对比：</translation>
    </message>
    <message>
        <source>measured (%1)</source>
        <translation>实测（%1）</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>预测值</translation>
    </message>
    <message>
        <source>%1 % of predicted</source>
        <translation>预测值的 %1 %</translation>
    </message>
    <message>
        <source>message size (bytes)</source>
        <translation>消息大小（字节）</translation>
    </message>
    <message>
        <source>bus bandwidth (GB/s)</source>
        <translation>总线带宽（GB/s）</translation>
    </message>
</context>
<context>
    <name>cq::AcceptanceReportWidget</name>
    <message>
        <source>Acceptance checks</source>
        <translation>验收检查项</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>组网</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>%1: %2 check(s) passed, %3 failed</source>
        <translation>%1：%2 项通过，%3 项未通过</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>未通过</translation>
    </message>
</context>
<context>
    <name>cq::AnalysisPanel</name>
    <message>
        <source>Analyzing…</source>
        <translation>正在分析…</translation>
    </message>
    <message>
        <source>all_reduce message size</source>
        <translation>all_reduce 消息大小</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Ports used</source>
        <translation>已用端口</translation>
    </message>
    <message>
        <source>Down Gb/s</source>
        <translation>下行 Gb/s</translation>
    </message>
    <message>
        <source>Up Gb/s</source>
        <translation>上行 Gb/s</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Message size:</source>
        <translation>消息大小：</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 nodes x %2 GPUs = %3 GPUs</source>
        <translation>%1 节点 x %2 GPU = %3 GPU</translation>
    </message>
    <message>
        <source>Intra-node, per GPU</source>
        <translation>节点内（每 GPU）</translation>
    </message>
    <message>
        <source>Network, per node</source>
        <translation>网络（每节点）</translation>
    </message>
    <message>
        <source>Worst oversubscription</source>
        <translation>最高收敛比</translation>
    </message>
    <message>
        <source>Peak BF16</source>
        <translation>BF16 峰值算力</translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>Power at full load</source>
        <translation>满载功率</translation>
    </message>
    <message>
        <source>%1 kW, servers and switches</source>
        <translation>%1 kW（服务器与交换机）</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>— (one GPU: nothing to reduce)</source>
        <translation>—（仅一块 GPU：无需规约）</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>crosses the network</source>
        <translation>跨节点网络</translation>
    </message>
    <message>
        <source>intra-node only</source>
        <translation>仅节点内</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>%1 (B = %2)</source>
        <translation>%1（B = %2）</translation>
    </message>
    <message>
        <source>algbw</source>
        <translation>algbw</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>Latency term (alpha)</source>
        <translation>延迟项（alpha）</translation>
    </message>
    <message>
        <source>Bandwidth term (beta)</source>
        <translation>带宽项（beta）</translation>
    </message>
    <message>
        <source>Algorithm / protocol</source>
        <translation>算法 / 协议</translation>
    </message>
    <message>
        <source>%1 / %2, %3 ranks</source>
        <translation>%1 / %2，%3 个 rank</translation>
    </message>
    <message>
        <source>crosses the network (%1)</source>
        <translation>跨节点网络（%1）</translation>
    </message>
    <message>
        <source>Collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>组网</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Cluster shown in the chart and the training estimate</source>
        <translation>图表和训练估算所针对的集群</translation>
    </message>
    <message>
        <source>Cluster:</source>
        <translation>集群：</translation>
    </message>
    <message>
        <source>Training cluster analysis</source>
        <translation>训练集群分析</translation>
    </message>
    <message>
        <source>Switch load</source>
        <translation>交换机负载</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>%1: %2 GPUs on %3 nodes, %4</source>
        <translation>%1：%3 个节点共 %2 块 GPU，%4</translation>
    </message>
    <message>
        <source>— (top tier)</source>
        <translation>—（顶层）</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Fewer than two GPU servers in a switch fabric: no bisection to measure.</source>
        <translation>交换网络中的 GPU 服务器少于两台：无对分带宽可测。</translation>
    </message>
    <message>
        <source>%1 tier(s), %2 GPU servers. Bisection %3 of %4 (%5 %); diameter %6 switches, average %7.</source>
        <translation>%1 层，%2 台 GPU 服务器。对分带宽 %3 / %4（%5 %）；直径 %6 台交换机，平均 %7。</translation>
    </message>
    <message>
        <source>Tier %1: %2 switches, %3 down, %4 up, %5</source>
        <translation>第 %1 层：%2 台交换机，下行 %3，上行 %4，%5</translation>
    </message>
    <message>
        <source>NICs, per node</source>
        <translation>网卡（每节点）</translation>
    </message>
    <message>
        <source>%1 line rate, x %2 % efficiency; %3 leaves%4</source>
        <translation>%1 线速，x %2 % 效率；%3 台叶交换机%4</translation>
    </message>
    <message>
        <source>, rail-aligned</source>
        <translation>，轨道对齐</translation>
    </message>
    <message>
        <source>Gradient sync scaling</source>
        <translation>梯度同步扩展效率</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>no estimate: %1</source>
        <translation>无法估算：%1</translation>
    </message>
    <message>
        <source>if %1 fails: bisection %2 (%3); %4</source>
        <translation>若 %1 故障：对分带宽 %2（%3）；%4</translation>
    </message>
</context>
<context>
    <name>cq::Analyzer</name>
    <message>
        <source>HCCS full mesh (%1 GB/s per NPU)</source>
        <translation>HCCS 全互联（每 NPU %1 GB/s）</translation>
    </message>
    <message>
        <source>NVLink (%1 GB/s per GPU)</source>
        <translation>NVLink（每 GPU %1 GB/s）</translation>
    </message>
    <message>
        <source>PCIe Gen4 (%1 GB/s per GPU)</source>
        <translation>PCIe Gen4（每 GPU %1 GB/s）</translation>
    </message>
    <message>
        <source>PCIe Gen5 (%1 GB/s per GPU)</source>
        <translation>PCIe Gen5（每 GPU %1 GB/s）</translation>
    </message>
    <message>
        <source>NICs: %1 x %2 Gb/s %3 = %4 GB/s per node</source>
        <translation>网卡：%1 x %2 Gb/s %3 = 每节点 %4 GB/s</translation>
    </message>
    <message>
        <source>NICs: %1 cabled ports at mixed rates = %2 GB/s per node</source>
        <translation>网卡：%1 个已接线端口，速率不一 = 每节点 %2 GB/s</translation>
    </message>
    <message>
        <source>%1 / %2 over %3 ranks, busbw %4 GB/s</source>
        <translation>%1 / %2，%3 个 rank，busbw %4 GB/s</translation>
    </message>
    <message>
        <source>uplinks of %1 (%2 Gb/s) carry %3 nodes&apos; %4 traffic = %5 GB/s per node</source>
        <translation>%1 的上行链路（%2 Gb/s）承载 %3 个节点的 %4 流量 = 每节点 %5 GB/s</translation>
    </message>
    <message>
        <source>core uplinks of pod %1 (%2 Gb/s) carry %3 nodes&apos; %4 traffic = %5 GB/s per node</source>
        <translation>pod %1 的核心上行链路（%2 Gb/s）承载 %3 个节点的 %4 流量 = 每节点 %5 GB/s</translation>
    </message>
    <message>
        <source>%1, x %2 %3 efficiency = %4 GB/s</source>
        <translation>%1，x %2 %3 效率 = %4 GB/s</translation>
    </message>
    <message>
        <source>intra-node bandwidth of server &quot;%1&quot; is unknown</source>
        <translation>服务器“%1”的节点内带宽未知</translation>
    </message>
    <message>
        <source>server &quot;%1&quot; has no NIC cabled to a switch</source>
        <translation>服务器“%1”没有网卡接到交换机</translation>
    </message>
    <message>
        <source>GPU PCIe links to the NICs: %1 x %2 GB/s = %3 GB/s per node</source>
        <translation>GPU 到网卡的 PCIe 链路：%1 x %2 GB/s = 每节点 %3 GB/s</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>ring</translation>
    </message>
    <message>
        <source>all-to-all</source>
        <translation>all-to-all</translation>
    </message>
    <message>
        <source>one NIC per stream (%1 GB/s)</source>
        <translation>每路数据流一块网卡（%1 GB/s）</translation>
    </message>
    <message>
        <source>no uplink left</source>
        <translation>无剩余上行链路</translation>
    </message>
    <message>
        <source>top tier</source>
        <translation>顶层</translation>
    </message>
    <message>
        <source>single-tier fabric: there is no spine; losing a leaf cuts its servers off</source>
        <translation>单层组网：没有脊交换机；一台叶交换机故障，其下服务器即全部断开</translation>
    </message>
    <message>
        <source>%1 switches lose uplinks; worst %2: %3 -&gt; %4</source>
        <translation>%1 台交换机失去上行链路；最差为 %2：%3 -&gt; %4</translation>
    </message>
    <message>
        <source>no switch-to-switch link to lose</source>
        <translation>没有交换机间链路可失效</translation>
    </message>
    <message>
        <source>uplink %1 port %2 - %3 port %4</source>
        <translation>上行链路 %1 端口 %2 - %3 端口 %4</translation>
    </message>
    <message>
        <source>%1 oversubscription %2 -&gt; %3</source>
        <translation>%1 收敛比 %2 -&gt; %3</translation>
    </message>
    <message>
        <source>bisection bandwidth: what the first half of the %1 GPU servers (in leaf order) can send to the other half at once, through the narrowest set of links between them; for a symmetric fat tree, the usual bisection</source>
        <translation>对分带宽：按叶交换机顺序将 %1 台 GPU 服务器分为前后两半，前一半可同时向后一半发送的带宽，受两半之间最窄的一组链路限制；对对称胖树即通常所说的对分带宽</translation>
    </message>
    <message>
        <source>NCCL&apos;s LL cap (%1 GB/s)</source>
        <translation>NCCL 的 LL 上限（%1 GB/s）</translation>
    </message>
    <message>
        <source>, x 0.5 for LL</source>
        <translation>，LL 协议 x 0.5</translation>
    </message>
    <message>
        <source>NCCL&apos;s LL128 cap (%1 channels x %2 GB/s)</source>
        <translation>NCCL 的 LL128 上限（%1 个通道 x %2 GB/s）</translation>
    </message>
    <message>
        <source>, x 0.92 for LL128</source>
        <translation>，LL128 协议 x 0.92</translation>
    </message>
    <message>
        <source> (x 2: on 2 nodes each node sends the buffer once)</source>
        <translation>（x 2：两节点时每个节点只发送一次缓冲区）</translation>
    </message>
    <message>
        <source>NVLink SHARP: %1 channels x %2 GB/s x %3 efficiency</source>
        <translation>NVLink SHARP：%1 个通道 x %2 GB/s x %3 效率</translation>
    </message>
    <message>
        <source>SHARP network (%1 GB/s per node)</source>
        <translation>SHARP 网络（每节点 %1 GB/s）</translation>
    </message>
    <message>
        <source>NCCL&apos;s NVLS-tree cap (%1 channels x %2 GB/s)</source>
        <translation>NCCL 的 NVLS-tree 上限（%1 个通道 x %2 GB/s）</translation>
    </message>
    <message>
        <source>SHARP network (%1 GB/s per node, x 2: the switches reduce)</source>
        <translation>SHARP 网络（每节点 %1 GB/s，x 2：由交换机做规约）</translation>
    </message>
    <message>
        <source>%1; NCCL&apos;s search: %2 channels x %3 GB/s</source>
        <translation>%1；NCCL 搜索结果：%2 个通道 x %3 GB/s</translation>
    </message>
    <message>
        <source>no GPUs in the cluster</source>
        <translation>集群中没有 GPU</translation>
    </message>
    <message>
        <source>a single GPU: nothing to exchange</source>
        <translation>仅一块 GPU：无数据交换</translation>
    </message>
    <message>
        <source>no algorithm or protocol is allowed for %1</source>
        <translation>%1 没有可用的算法或协议</translation>
    </message>
    <message>
        <source>PCIe %1 (%2 GB/s per GPU: %3 GPUs share one %4 GB/s PCIe switch uplink)</source>
        <translation>PCIe %1（每 GPU %2 GB/s：%3 块 GPU 共用一条 %4 GB/s 的 PCIe 交换机上行链路）</translation>
    </message>
    <message>
        <source>bisection bandwidth: what the first half of the %1 GPU servers (in leaf order) can send to the other half at once across %2 switch fabrics (rail planes), every server having NICs in each: the sum of each fabric&apos;s narrowest set of links between the halves</source>
        <translation>对分带宽：按叶交换机顺序将 %1 台 GPU 服务器分为前后两半，前一半经 %2 个交换网络（轨道平面）可同时向后一半发送的带宽，每台服务器在每个平面都有网卡：各网络中两半之间最窄的一组链路之和</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU server(s) reach the fabric of %1</source>
        <translation>
            <numerusform>%n 台 GPU 服务器接入 %1 所在的交换网络</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more fabric(s)</source>
        <translation>
            <numerusform>另有 %n 个交换网络</numerusform>
        </translation>
    </message>
    <message>
        <source>bisection bandwidth: what the first half of the %1 GPU servers (in leaf order) can send to the other half at once, through the narrowest set of links between them, summed over %2 switch fabrics that no link joins (halves in different fabrics cannot reach each other): %3</source>
        <translation>对分带宽：按叶交换机顺序将 %1 台 GPU 服务器分为前后两半，前一半可同时向后一半发送的带宽，受两半之间最窄的一组链路限制，对 %2 个互不相连的交换网络求和（位于不同网络的两半彼此不可达）：%3</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>%1 Gb/s, %2 %</source>
        <translation>%1 Gb/s，%2 %</translation>
    </message>
    <message>
        <source>the halves are in switch fabrics that no link joins: no bisection to lose</source>
        <translation>两半位于互不相连的交换网络中：没有可损失的对分带宽</translation>
    </message>
</context>
<context>
    <name>cq::AutosaveSession</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
</context>
<context>
    <name>cq::BillOfMaterials</name>
    <message numerus="yes">
        <source>%1 cable(s) between breakout ports are ordered at their own rate, not as one full-rate cable per port (2 x 400G on one 800G cable): the two halves of such a port go to different switches or ports, or no catalog part of the full rate reaches that far.</source>
        <translation>
            <numerusform>%1 根连接拆分端口的线缆按各自速率订购，而不是每个端口一根全速率线缆（一根 800G 线缆承载 2 x 400G）：此类端口的两半连到不同的交换机或端口，或目录中没有能覆盖此距离的全速率部件。</numerusform>
        </translation>
    </message>
    <message>
        <source>no catalog part covers this run</source>
        <translation>目录中没有可覆盖此距离的部件</translation>
    </message>
    <message>
        <source>no server reaches it</source>
        <translation>没有服务器连到</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>叶</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>脊</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>tier %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <source>The design has no cables: nothing to cable is ordered.</source>
        <translation>设计中没有线缆：不订购任何线缆。</translation>
    </message>
    <message numerus="yes">
        <source>%1 cable(s) are longer than any catalog part of their typed medium reaches at their rate (a 3 m DAC at 400 Gb/s, where copper reaches 2 m): they are ordered as the next longer medium (AOC, then transceivers + fibre).</source>
        <translation>
            <numerusform>%1 根线缆超过了目录中该介质在此速率下的最长距离（如 400 Gb/s 下 3 米的 DAC，铜缆只到 2 米）：按更长距离的介质订购（先 AOC，再光模块加光纤）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cable(s) have no offered catalog part of their rate and length: add one in the price book&apos;s hardware catalog.</source>
        <translation>
            <numerusform>%1 根线缆在目录中没有对应速率和长度的可选部件：请在价格手册的硬件目录中添加。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 switch(es) no server reaches through cables, so in no tier: %2.</source>
        <translation>
            <numerusform>%1 台交换机没有任何服务器经线缆连到，不属于任何一层：%2。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::BomDocks</name>
    <message>
        <source>Bill of Materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Cable Plan</source>
        <translation>布线表</translation>
    </message>
</context>
<context>
    <name>cq::BomPanel</name>
    <message>
        <source>Export XLSX...</source>
        <translation>导出 XLSX...</translation>
    </message>
    <message>
        <source>bill-of-materials.xlsx</source>
        <translation>物料清单.xlsx</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>导出 CSV...</translation>
    </message>
    <message>
        <source>Spare cables and optics per line, rounded up: 2 % is one spare per 50.</source>
        <translation>每行线缆和光模块的备件比例，向上取整：2 % 即每 50 个备 1 个。</translation>
    </message>
    <message>
        <source>Spares:</source>
        <translation>备件：</translation>
    </message>
    <message>
        <source>Export Bill of Materials</source>
        <translation>导出物料清单</translation>
    </message>
    <message>
        <source>bill-of-materials.csv</source>
        <translation>物料清单.csv</translation>
    </message>
    <message>
        <source>%1 Gb/s: %2</source>
        <translation>%1 Gb/s：%2</translation>
    </message>
    <message>
        <source>Servers %1; leaves %2, spines %3, cores %4; cables server–leaf %5, leaf–spine %6, spine–core %7 (%8); transceivers %9</source>
        <translation>服务器 %1 台；叶 %2、脊 %3、核心 %4 台；线缆：服务器–叶 %5、叶–脊 %6、脊–核心 %7（%8）；光模块 %9 个</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>; without a catalog part: %1</source>
        <translation>；目录中无部件：%1</translation>
    </message>
</context>
<context>
    <name>cq::BomTableModel</name>
    <message>
        <source>Switch, %1</source>
        <translation>交换机，%1</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Optics + fibre</source>
        <translation>光模块 + 光纤</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>(no catalog part)</source>
        <translation>（目录中无此部件）</translation>
    </message>
    <message>
        <source>%1 of these runs were typed a shorter medium, which does not reach this far at this rate.</source>
        <translation>其中 %1 根原定为较短距离的介质，在此速率下达不到这个长度。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Length (m)</source>
        <translation>长度（米）</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>备件</translation>
    </message>
    <message>
        <source>To order</source>
        <translation>订购数量</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
</context>
<context>
    <name>cq::BomXlsxWriter</name>
    <message>
        <source>Switch, %1</source>
        <translation>交换机，%1</translation>
    </message>
    <message>
        <source>Transceivers in its ports</source>
        <translation>其端口中的光模块</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Length (m)</source>
        <translation>长度（米）</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>备件</translation>
    </message>
    <message>
        <source>To order</source>
        <translation>订购数量</translation>
    </message>
    <message>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Transceiver spares</source>
        <translation>光模块备件</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Optics + fibre</source>
        <translation>光模块 + 光纤</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Cables and optics, total</source>
        <translation>线缆与光模块合计</translation>
    </message>
    <message>
        <source>Cable plan</source>
        <translation>布线表</translation>
    </message>
    <message>
        <source>A end</source>
        <translation>A 端</translation>
    </message>
    <message>
        <source>A port</source>
        <translation>A 端口</translation>
    </message>
    <message>
        <source>B end</source>
        <translation>B 端</translation>
    </message>
    <message>
        <source>B port</source>
        <translation>B 端口</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
</context>
<context>
    <name>cq::CableForm</name>
    <message>
        <source>New Cable or Optic</source>
        <translation>新建线缆或光模块</translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation>线缆 %1</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>SKU:</source>
        <translation>SKU：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Rate:</source>
        <translation>速率：</translation>
    </message>
    <message>
        <source>Longest length:</source>
        <translation>最长长度：</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
</context>
<context>
    <name>cq::CableInspector</name>
    <message>
        <source> m</source>
        <translation> 米</translation>
    </message>
    <message>
        <source>Ends</source>
        <translation>两端</translation>
    </message>
    <message>
        <source>Cable kind</source>
        <translation>线缆类型</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Change Cable Kind</source>
        <translation>更改线缆类型</translation>
    </message>
    <message>
        <source>Change Cable Length</source>
        <translation>更改线缆长度</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message numerus="yes">
        <source>%n cables selected: edits apply to all</source>
        <translation>
            <numerusform>已选中 %n 条线缆：修改将应用于全部</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 port %2 – %3 port %4</source>
        <translation>%1 端口 %2 – %3 端口 %4</translation>
    </message>
</context>
<context>
    <name>cq::CableItem</name>
    <message>
        <source>%1 port %2 – %3 port %4 · %5 Gb/s · %6 m %7</source>
        <translation>%1 端口 %2 – %3 端口 %4 · %5 Gb/s · %6 米 %7</translation>
    </message>
</context>
<context>
    <name>cq::CableKind</name>
    <message>
        <source>DAC (copper)</source>
        <translation>DAC（铜缆）</translation>
    </message>
    <message>
        <source>AOC (active optical)</source>
        <translation>AOC（有源光缆）</translation>
    </message>
    <message>
        <source>Fibre + transceivers</source>
        <translation>光纤 + 光模块</translation>
    </message>
</context>
<context>
    <name>cq::CableLengths</name>
    <message>
        <source>A cable has an end on a device that is not in the design: its typed %1 m stays.</source>
        <translation>一条线缆的一端所连设备不在设计中：保留原填写的长度 %1 米。</translation>
    </message>
    <message>
        <source>The cable from %1 to %2 joins two machine rooms, whose distance the layout does not show: its typed %3 m stays.</source>
        <translation>从 %1 到 %2 的线缆跨越两个机房，布局图上看不出两个机房之间的距离：保留原填写的长度 %3 米。</translation>
    </message>
</context>
<context>
    <name>cq::CablePlanPanel</name>
    <message>
        <source>Every cable, or one switch&apos;s ports from first to last</source>
        <translation>全部线缆，或某台交换机从第一个到最后一个端口</translation>
    </message>
    <message>
        <source>All cables</source>
        <translation>全部线缆</translation>
    </message>
    <message>
        <source>Ports of %1</source>
        <translation>%1 的端口</translation>
    </message>
    <message>
        <source>Export NetBox CSV...</source>
        <translation>导出 NetBox CSV...</translation>
    </message>
    <message>
        <source>NetBox cable bulk import: Devices &gt; Cables &gt; Import, status planned, lengths in metres.</source>
        <translation>NetBox 线缆批量导入：Devices &gt; Cables &gt; Import，状态为 planned，长度单位为米。</translation>
    </message>
    <message>
        <source>Export Cable Plan</source>
        <translation>导出布线表</translation>
    </message>
    <message>
        <source>cable-plan.csv</source>
        <translation>布线表.csv</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n 根线缆</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::CablePlanTableModel</name>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>A end</source>
        <translation>A 端</translation>
    </message>
    <message>
        <source>A port</source>
        <translation>A 端口</translation>
    </message>
    <message>
        <source>B end</source>
        <translation>B 端</translation>
    </message>
    <message>
        <source>B port</source>
        <translation>B 端口</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>介质</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>Length (m)</source>
        <translation>长度（米）</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>(no catalog part)</source>
        <translation>（目录中无此部件）</translation>
    </message>
</context>
<context>
    <name>cq::CableTableModel</name>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Rate (Gb/s)</source>
        <translation>速率 (Gb/s)</translation>
    </message>
    <message>
        <source>Longest (m)</source>
        <translation>最长 (m)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>cq::CableTier</name>
    <message>
        <source>Server – leaf</source>
        <translation>服务器 – 叶交换机</translation>
    </message>
    <message>
        <source>Leaf – spine</source>
        <translation>叶 – 脊</translation>
    </message>
    <message>
        <source>Spine – core</source>
        <translation>脊 – 核心</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>cq::CandidateBuilder</name>
    <message>
        <source>%1 / %2 over %3 ranks, %4 MB, busbw %5 GB/s</source>
        <translation>%1 / %2，%3 个 rank，%4 MB，busbw %5 GB/s</translation>
    </message>
    <message>
        <source>the catalog offers no GPU &quot;%1&quot;</source>
        <translation>目录中没有 GPU“%1”</translation>
    </message>
    <message>
        <source>%1 does not fit: %2</source>
        <translation>%1 放不下：%2</translation>
    </message>
    <message>
        <source>the generated design has no GPU server</source>
        <translation>生成的设计中没有 GPU 服务器</translation>
    </message>
    <message>
        <source>all_reduce 1 GiB over %1 GPUs: %2 (%3)</source>
        <translation>all_reduce 1 GiB，%1 张 GPU：%2（%3）</translation>
    </message>
    <message>
        <source>%1 MB, %2</source>
        <translation>%1 MB，%2</translation>
    </message>
    <message>
        <source>send/recv %1</source>
        <translation>send/recv %1</translation>
    </message>
    <message>
        <source>14 B (BF16 weights, FP32 weights, momentum, variance) x %1 = %2</source>
        <translation>14 B（BF16 权重、FP32 权重、动量、方差）x %1 = %2</translation>
    </message>
    <message>
        <source>%1 / (%2 servers x %3 GB/s local NVMe, assumed) = %4 s</source>
        <translation>%1 / （%2 台服务器 x %3 GB/s 本地 NVMe，假设值）= %4 秒</translation>
    </message>
    <message numerus="yes">
        <source>the generated design breaks %n design rule(s)</source>
        <translation>
            <numerusform>生成的设计违反 %n 条设计规则</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no FP8 tensor cores: BF16 peak used</source>
        <translation>%1 没有 FP8 张量核心：按 BF16 峰值计算</translation>
    </message>
</context>
<context>
    <name>cq::CanvasArrange</name>
    <message>
        <source>Align Left</source>
        <translation>左对齐</translation>
    </message>
    <message>
        <source>Align Centres Horizontally</source>
        <translation>水平居中对齐</translation>
    </message>
    <message>
        <source>Align Right</source>
        <translation>右对齐</translation>
    </message>
    <message>
        <source>Align Top</source>
        <translation>顶端对齐</translation>
    </message>
    <message>
        <source>Align Centres Vertically</source>
        <translation>垂直居中对齐</translation>
    </message>
    <message>
        <source>Align Bottom</source>
        <translation>底端对齐</translation>
    </message>
    <message>
        <source>Distribute Horizontally</source>
        <translation>水平等距分布</translation>
    </message>
    <message>
        <source>Distribute Vertically</source>
        <translation>垂直等距分布</translation>
    </message>
    <message>
        <source>Select at least three objects to distribute.</source>
        <translation>请至少选中三个对象再分布。</translation>
    </message>
    <message>
        <source>Select at least two objects to align.</source>
        <translation>请至少选中两个对象再对齐。</translation>
    </message>
    <message>
        <source>There is nothing to lay out: add servers and switches first.</source>
        <translation>没有可布局的对象：请先添加服务器和交换机。</translation>
    </message>
    <message>
        <source>Auto-Layout</source>
        <translation>自动布局</translation>
    </message>
    <message>
        <source>The design is already laid out by tier.</source>
        <translation>设计已按层级布局。</translation>
    </message>
</context>
<context>
    <name>cq::CanvasClipboard</name>
    <message>
        <source>Select rooms, racks, servers or switches to copy (a cable is copied with both its ends).</source>
        <translation>请选择要复制的机房、机柜、服务器或交换机（线缆需连同两端设备一起复制）。</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>剪切</translation>
    </message>
    <message>
        <source>The clipboard holds no ClusterQuote objects.</source>
        <translation>剪贴板中没有 ClusterQuote 对象。</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>剪贴板</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制副本</translation>
    </message>
</context>
<context>
    <name>cq::CanvasExport</name>
    <message>
        <source>ClusterQuote cluster design</source>
        <translation>ClusterQuote 集群设计</translation>
    </message>
    <message>
        <source>%1: cannot write the SVG file</source>
        <translation>%1：无法写入 SVG 文件</translation>
    </message>
    <message>
        <source>%1: cannot write the PNG file</source>
        <translation>%1：无法写入 PNG 文件</translation>
    </message>
</context>
<context>
    <name>cq::Catalog</name>
    <message>
        <source>Unknown GPU model %1.</source>
        <translation>未知的 GPU 型号 %1。</translation>
    </message>
    <message>
        <source>%1 is full: all %2 GPU slots are taken.</source>
        <translation>%1 已满：%2 个 GPU 槽位均已占用。</translation>
    </message>
    <message>
        <source>%1 holds %2 GPUs; a %3 cannot be mixed in.</source>
        <translation>%1 装的是 %2 GPU，不能混装 %3。</translation>
    </message>
</context>
<context>
    <name>cq::CatalogChoice</name>
    <message>
        <source>The catalog has no %1 switch with %2 Gb/s ports: the design uses a %3 (%4), shown in the quote as price missing until the price book prices it.</source>
        <translation>目录中没有 %2 Gb/s 端口的 %1 交换机：设计使用%3（%4），在价格簿为其定价之前，报价中显示为缺少价格。</translation>
    </message>
    <message>
        <source>The catalog has no %1 switch with %2 ports at %3 Gb/s (it has %4): the design uses a %5 (%6), shown in the quote as price missing until the price book prices it.</source>
        <translation>目录中没有 %2 端口 %3 Gb/s 的 %1 交换机（现有 %4）：设计使用%5（%6），在价格簿为其定价之前，报价中显示为缺少价格。</translation>
    </message>
    <message>
        <source>Its power is not known: the catalog gives no switch power.</source>
        <translation>其功耗未知：目录中没有交换机功耗数据。</translation>
    </message>
    <message>
        <source>Its power, %1 W, is an estimate: %2 W per port, the average of the catalog&apos;s %3 Gb/s switches.</source>
        <translation>其功耗 %1 W 为估算值：每端口 %2 W，取目录中 %3 Gb/s 交换机的平均值。</translation>
    </message>
    <message>
        <source>Its power, %1 W, is an estimate: %2 W per port, the catalog&apos;s switch power per Gb/s of port capacity at %3 Gb/s.</source>
        <translation>其功耗 %1 W 为估算值：每端口 %2 W，按目录中交换机每 Gb/s 端口容量的功耗折算到 %3 Gb/s。</translation>
    </message>
    <message>
        <source>%1 serves the %2 Gb/s fabric as %3 ports: each of its %4 ports of %5 Gb/s split into %6.</source>
        <translation>%1 以 %3 个端口接入 %2 Gb/s 网络：其 %4 个 %5 Gb/s 端口各拆分为 %6 个。</translation>
    </message>
    <message>
        <source>%1 (%2 ports)</source>
        <translation>%1（%2 端口）</translation>
    </message>
    <message>
        <source>%1 comes with %2 x %3 Gb/s %4 NICs; the generated servers get %5 x %6 Gb/s %7 and are priced as %1.</source>
        <translation>%1 标配 %2 x %3 Gb/s %4 网卡；生成的服务器配 %5 x %6 Gb/s %7，按 %1 计价。</translation>
    </message>
    <message>
        <source>%1 is listed with %2 GPUs; the generated servers hold %3 and are priced as %1.</source>
        <translation>%1 目录配置为 %2 块 GPU；生成的服务器装 %3 块，按 %1 计价。</translation>
    </message>
    <message>
        <source>Unknown GPU model &quot;%1&quot;; the catalog has: %2.</source>
        <translation>未知的 GPU 型号“%1”；目录中有：%2。</translation>
    </message>
    <message>
        <source>The catalog has no server for %1 with %2 or more GPU slots.</source>
        <translation>目录中没有 %2 个及以上 GPU 槽位的 %1 服务器。</translation>
    </message>
    <message>
        <source>The catalog has no server for %1 with %2 or more GPU slots; the largest, %3, holds %4: ask for %4 GPUs per server.</source>
        <translation>目录中没有 GPU 槽位不少于 %2 个的 %1 服务器；最大的 %3 可装 %4 块：请改为每台服务器 %4 块 GPU。</translation>
    </message>
    <message>
        <source>%1 has no SHARP: the switches reduce nothing in the network.</source>
        <translation>%1 不支持 SHARP：交换机不做网内归约。</translation>
    </message>
    <message>
        <source>The catalog has no %1 switch whose %2 Gb/s ports split into %3 x %4 Gb/s%5.</source>
        <translation>目录中没有端口为 %2 Gb/s、可拆分为 %3 x %4 Gb/s 的 %1 交换机%5。</translation>
    </message>
    <message>
        <source> with %1 ports</source>
        <translation>（%1 口）</translation>
    </message>
</context>
<context>
    <name>cq::CatalogCsv</name>
    <message>
        <source>%1: the file lacks the column(s) %2, which its %3 rows need (export-csv writes every column)</source>
        <translation>%1：文件缺少 %3 行所需的列 %2（export-csv 会写出全部列）</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a number</source>
        <translation>%1“%2”不是数字</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a whole number</source>
        <translation>%1“%2”不是整数</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot;, not yes or no</source>
        <translation>%1 为“%2”，不是 yes 或 no</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not one of %3</source>
        <translation>%1“%2”不是 %3 之一</translation>
    </message>
    <message>
        <source>the file is empty; the first line names the columns (%1)</source>
        <translation>文件为空；第一行应列出列名（%1）</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot;</source>
        <translation>未知列“%1”</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; appears twice</source>
        <translation>列“%1”出现了两次</translation>
    </message>
    <message>
        <source>the columns &quot;table&quot; and &quot;key&quot; are required</source>
        <translation>必须有“table”和“key”两列</translation>
    </message>
    <message>
        <source>%1 fields, expected %2</source>
        <translation>%1 个字段，应为 %2 个</translation>
    </message>
    <message>
        <source>table &quot;%1&quot; is not gpu, server, switch or cable</source>
        <translation>table“%1”不是 gpu、server、switch 或 cable</translation>
    </message>
    <message>
        <source>%1 %2 appears twice (first on line %3)</source>
        <translation>%1 %2 出现了两次（首次在第 %3 行）</translation>
    </message>
    <message>
        <source>the file has no catalog rows</source>
        <translation>文件中没有目录行</translation>
    </message>
</context>
<context>
    <name>cq::CatalogDrop</name>
    <message>
        <source>No hardware catalog is loaded, so nothing can be added from the palette.</source>
        <translation>未加载硬件目录，无法从组件面板添加设备。</translation>
    </message>
    <message>
        <source>The catalog has no server %1 (or lacks its GPU model).</source>
        <translation>目录中没有服务器 %1（或缺少其 GPU 型号）。</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>The catalog has no switch %1.</source>
        <translation>目录中没有交换机 %1。</translation>
    </message>
    <message>
        <source>Room %1</source>
        <translation>机房 %1</translation>
    </message>
    <message>
        <source>Drop a GPU onto a server to fit it.</source>
        <translation>将 GPU 拖放到服务器上即可安装。</translation>
    </message>
    <message>
        <source>Add GPU</source>
        <translation>添加 GPU</translation>
    </message>
</context>
<context>
    <name>cq::CatalogFormDialog</name>
    <message>
        <source>Designs and prices refer to a model by this key, so it cannot change; use Duplicate for a model with another key.</source>
        <translation>设计和价格通过此键引用型号，因此不能更改；需要其他键的型号请使用“复制”。</translation>
    </message>
    <message>
        <source>No price book is open to save to.</source>
        <translation>没有打开的价格表可供保存。</translation>
    </message>
</context>
<context>
    <name>cq::CatalogTab</name>
    <message>
        <source>Add...</source>
        <translation>添加...</translation>
    </message>
    <message>
        <source>Edit...</source>
        <translation>编辑...</translation>
    </message>
    <message>
        <source>Duplicate...</source>
        <translation>复制...</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Offer this retired model for new designs again</source>
        <translation>重新向新设计提供此已停用型号</translation>
    </message>
    <message>
        <source>Import CSV...</source>
        <translation>导入 CSV...</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>导出 CSV...</translation>
    </message>
    <message>
        <source>Changes to hardware models are saved to the price book as soon as you confirm them; Save and Cancel below apply to the prices and settings.</source>
        <translation>硬件型号的更改在确认后立即保存到价格表；下方的“保存”和“取消”只作用于价格和设置。</translation>
    </message>
    <message>
        <source>Saved to the price book.</source>
        <translation>已保存到价格表。</translation>
    </message>
    <message>
        <source>%1 is used by an open design or an issued quote, so it was retired instead of deleted: old designs still open and quote, new ones are no longer offered it.</source>
        <translation>%1 被打开的设计或已签发的报价使用，因此改为停用而未删除：旧设计仍可打开和报价，新设计不再提供此型号。</translation>
    </message>
    <message>
        <source>%1 deleted.</source>
        <translation>%1 已删除。</translation>
    </message>
    <message>
        <source>Delete Model</source>
        <translation>删除型号</translation>
    </message>
    <message>
        <source>Delete %1? A model that a design or an issued quote uses is retired instead.</source>
        <translation>删除 %1？被设计或已签发报价使用的型号将改为停用。</translation>
    </message>
    <message>
        <source>%1 restored: offered for new designs again.</source>
        <translation>%1 已恢复：重新向新设计提供。</translation>
    </message>
    <message>
        <source>Import Hardware CSV</source>
        <translation>导入硬件 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Export Hardware CSV</source>
        <translation>导出硬件 CSV</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>已导出到 %1。</translation>
    </message>
    <message>
        <source>Read only: %1.</source>
        <translation>只读：%1。</translation>
    </message>
</context>
<context>
    <name>cq::CatalogTableModel</name>
    <message>
        <source>%1 (retired)</source>
        <translation>%1（已停用）</translation>
    </message>
    <message>
        <source>Retired: kept for the designs and issued quotes that use it, no longer offered for new ones.</source>
        <translation>已停用：为使用它的设计和已签发报价保留，不再向新设计提供。</translation>
    </message>
</context>
<context>
    <name>cq::CatalogValidation</name>
    <message>
        <source>%1: nic_rate_gbps %2 is not an InfiniBand rate (%3 Gb/s).</source>
        <translation>%1：nic_rate_gbps %2 不是 InfiniBand 速率（%3 Gb/s）。</translation>
    </message>
    <message>
        <source>%1: port_rate_gbps %2 is not an InfiniBand rate (%3 Gb/s).</source>
        <translation>%1：port_rate_gbps %2 不是 InfiniBand 速率（%3 Gb/s）。</translation>
    </message>
    <message>
        <source>GPU &apos;%1&apos;: the id is empty.</source>
        <translation>GPU“%1”：ID 为空。</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1: the name is empty.</source>
        <translation>%1：名称为空。</translation>
    </message>
    <message>
        <source>%1: memory must be above 0 GB (%2).</source>
        <translation>%1：显存必须大于 0 GB（%2）。</translation>
    </message>
    <message>
        <source>%1: BF16 TFLOPS must be above 0 (%2).</source>
        <translation>%1：BF16 TFLOPS 必须大于 0（%2）。</translation>
    </message>
    <message>
        <source>%1: TDP must not be negative (%2 W).</source>
        <translation>%1：TDP 不能为负（%2 W）。</translation>
    </message>
    <message>
        <source>%1: intra-node bandwidth must be above 0 GB/s (%2).</source>
        <translation>%1：节点内带宽必须大于 0 GB/s（%2）。</translation>
    </message>
    <message>
        <source>%1: the software stack must be CUDA or CANN, not &quot;%2&quot;.</source>
        <translation>%1：软件栈必须是 CUDA 或 CANN，而不是“%2”。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos;: the SKU is empty.</source>
        <translation>服务器“%1”：SKU 为空。</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>服务器 %1</translation>
    </message>
    <message>
        <source>%1: GPU &quot;%2&quot; is not a GPU model of the catalog.</source>
        <translation>%1：GPU“%2”不是目录中的 GPU 型号。</translation>
    </message>
    <message>
        <source>%1: GPU slots must be at least 1 (%2).</source>
        <translation>%1：GPU 槽位至少为 1（%2）。</translation>
    </message>
    <message>
        <source>%1: the GPU count must not be negative (%2).</source>
        <translation>%1：GPU 数量不能为负（%2）。</translation>
    </message>
    <message>
        <source>%1: GPU slots must be at least the GPU count (%2 &gt; %3).</source>
        <translation>%1：GPU 槽位必须不少于 GPU 数量（%2 &gt; %3）。</translation>
    </message>
    <message>
        <source>%1: the NIC count must not be negative (%2).</source>
        <translation>%1：网卡数量不能为负（%2）。</translation>
    </message>
    <message>
        <source>%1: the NIC rate must be above 0 Gb/s (%2).</source>
        <translation>%1：网卡速率必须大于 0 Gb/s（%2）。</translation>
    </message>
    <message>
        <source>%1: ports per NIC must be 1 to 8 (%2).</source>
        <translation>%1：每块网卡端口数必须为 1 到 8（%2）。</translation>
    </message>
    <message>
        <source>%1: GPUs per PCIe switch must be 1 to 64 (%2).</source>
        <translation>%1：每个 PCIe 交换芯片的 GPU 数必须为 1 到 64（%2）。</translation>
    </message>
    <message>
        <source>%1: power must not be negative (%2 W).</source>
        <translation>%1：功率不能为负（%2 W）。</translation>
    </message>
    <message>
        <source>%1: CPU cores must not be negative (%2).</source>
        <translation>%1：CPU 核数不能为负（%2）。</translation>
    </message>
    <message>
        <source>%1: memory must not be negative (%2 GB).</source>
        <translation>%1：内存不能为负（%2 GB）。</translation>
    </message>
    <message>
        <source>%1: local NVMe must not be negative (%2 TB).</source>
        <translation>%1：本地 NVMe 不能为负（%2 TB）。</translation>
    </message>
    <message>
        <source>%1: the height must be 0 to 20 U (%2).</source>
        <translation>%1：高度必须为 0 到 20 U（%2）。</translation>
    </message>
    <message>
        <source>Switch &apos;%1&apos;: the SKU is empty.</source>
        <translation>交换机“%1”：SKU 为空。</translation>
    </message>
    <message>
        <source>Switch %1</source>
        <translation>交换机 %1</translation>
    </message>
    <message>
        <source>%1: the port count must be at least 1 (%2).</source>
        <translation>%1：端口数至少为 1（%2）。</translation>
    </message>
    <message>
        <source>%1: the port rate must be above 0 Gb/s (%2).</source>
        <translation>%1：端口速率必须大于 0 Gb/s（%2）。</translation>
    </message>
    <message>
        <source>%1: breakout must be 1, 2, 4 or 8 ports per port (%2).</source>
        <translation>%1：拆分数必须是每端口 1、2、4 或 8 个（%2）。</translation>
    </message>
    <message>
        <source>%1: breakout %2 must divide the port rate into whole Gb/s (%3 / %2).</source>
        <translation>%1：拆分数 %2 必须把端口速率分成整数 Gb/s（%3 / %2）。</translation>
    </message>
    <message>
        <source>Cable &apos;%1&apos;: the SKU is empty.</source>
        <translation>线缆“%1”：SKU 为空。</translation>
    </message>
    <message>
        <source>Cable %1</source>
        <translation>线缆 %1</translation>
    </message>
    <message>
        <source>%1: the rate must be above 0 Gb/s (%2).</source>
        <translation>%1：速率必须大于 0 Gb/s（%2）。</translation>
    </message>
    <message>
        <source>%1: the longest length must be above 0 and at most 10000 m (%2).</source>
        <translation>%1：最大长度必须大于 0 且不超过 10000 m（%2）。</translation>
    </message>
    <message>
        <source>%1 %2 appears twice.</source>
        <translation>%1 %2 出现了两次。</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
</context>
<context>
    <name>cq::CatalogWriter</name>
    <message>
        <source>there is no GPU model &quot;%1&quot;</source>
        <translation>没有 GPU 型号“%1”</translation>
    </message>
    <message>
        <source>GPU %1 cannot be deleted while server models use it (%2): delete or change those first, or retire the GPU</source>
        <translation>仍有服务器型号使用 GPU %1（%2），无法删除：请先删除或修改这些服务器，或将该 GPU 停用</translation>
    </message>
    <message>
        <source>there is no server model &quot;%1&quot;</source>
        <translation>没有服务器型号“%1”</translation>
    </message>
    <message>
        <source>there is no switch model &quot;%1&quot;</source>
        <translation>没有交换机型号“%1”</translation>
    </message>
    <message>
        <source>there is no cable model &quot;%1&quot;</source>
        <translation>没有线缆型号“%1”</translation>
    </message>
</context>
<context>
    <name>cq::ChangeQuoteSettingsCommand</name>
    <message>
        <source>Change quote settings</source>
        <translation>更改报价设置</translation>
    </message>
</context>
<context>
    <name>cq::ClusterDocument</name>
    <message>
        <source>A cable needs a server or switch port at each end.</source>
        <translation>线缆两端都必须接在服务器或交换机端口上。</translation>
    </message>
    <message>
        <source>A cable cannot join two ports of the same device.</source>
        <translation>线缆不能连接同一设备的两个端口。</translation>
    </message>
    <message>
        <source>%1 has no port %2: it has %3 ports.</source>
        <translation>%1 没有端口 %2：它只有 %3 个端口。</translation>
    </message>
    <message>
        <source>Port %1 of %2 already holds a cable.</source>
        <translation>%2 的端口 %1 已接有线缆。</translation>
    </message>
    <message>
        <source>Servers connect through a switch, not directly to each other.</source>
        <translation>服务器之间须经交换机互联，不能直连。</translation>
    </message>
    <message>
        <source>An %1 port cannot be cabled to an %2 port.</source>
        <translation>%1 端口不能与 %2 端口相连。</translation>
    </message>
    <message>
        <source>Connect %1 to %2</source>
        <translation>连接 %1 与 %2</translation>
    </message>
    <message>
        <source>%1 stands in %2 and %3 in %4: a cable does not run between machine rooms.</source>
        <translation>%1 位于 %2，%3 位于 %4：线缆不能跨机房敷设。</translation>
    </message>
</context>
<context>
    <name>cq::CollectiveChart</name>
    <message>
        <source>Collective bus bandwidth and time against message size</source>
        <translation>集合通信总线带宽（busbw）与耗时随消息大小的变化</translation>
    </message>
    <message>
        <source>busbw, GB/s</source>
        <translation>busbw，GB/s</translation>
    </message>
    <message>
        <source>time, µs</source>
        <translation>耗时，µs</translation>
    </message>
    <message>
        <source>message size</source>
        <translation>消息大小</translation>
    </message>
</context>
<context>
    <name>cq::CommandLine</name>
    <message>
        <source>clusterquote compare: --lang sets the language of the PDF and needs --pdf FILE</source>
        <translation>clusterquote compare：--lang 设置 PDF 的语言，需要同时给出 --pdf 文件</translation>
    </message>
    <message>
        <source>  none</source>
        <translation>  无</translation>
    </message>
    <message>
        <source>note: %1 has no cables: %2 holds only the header row</source>
        <translation>提示：%1 没有线缆：%2 只有表头行</translation>
    </message>
    <message>
        <source>%1: bill of materials, spares %2 % of each cable and optic (rounded up)</source>
        <translation>%1：物料清单，每种线缆和光模块备件 %2 %（向上取整）</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>  %1 x %2  %3 · %4 NICs each</source>
        <translation>  %1 x %2  %3 · 每台 %4 块网卡</translation>
    </message>
    <message>
        <source>, %1 transceivers in all</source>
        <translation>，共 %1 个光模块</translation>
    </message>
    <message>
        <source>Switches: leaves %1, spines %2, cores %3</source>
        <translation>交换机：叶 %1 台，脊 %2 台，核心 %3 台</translation>
    </message>
    <message>
        <source> · %1 transceivers in all</source>
        <translation> · 共 %1 个光模块</translation>
    </message>
    <message>
        <source>Cables and optics</source>
        <translation>线缆与光模块</translation>
    </message>
    <message>
        <source>  %1 + %2 spare  %3 · %4 · %5 Gb/s · %6 m each</source>
        <translation>  %1 + 备件 %2  %3 · %4 · %5 Gb/s · 每根 %6 米</translation>
    </message>
    <message>
        <source> · %1 + %2 spare transceivers</source>
        <translation> · 光模块 %1 + 备件 %2</translation>
    </message>
    <message>
        <source>Cables per tier: server-leaf %1, leaf-spine %2, spine-core %3, other %4</source>
        <translation>按层级的线缆：服务器-叶 %1，叶-脊 %2，脊-核心 %3，其他 %4</translation>
    </message>
    <message>
        <source>%1 Gb/s: %2</source>
        <translation>%1 Gb/s：%2</translation>
    </message>
    <message>
        <source>Cables per rate: %1</source>
        <translation>按速率的线缆：%1</translation>
    </message>
    <message>
        <source>--spares: &quot;%1&quot; is not a percentage from 0 to 100</source>
        <translation>--spares：“%1”不是 0 到 100 之间的百分比</translation>
    </message>
    <message numerus="yes">
        <source>%1: cable plan, %2 cable(s)</source>
        <translation>
            <numerusform>%1：布线表，%2 根线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch %1, port to port:</source>
        <translation>交换机 %1，端口对照：</translation>
    </message>
    <message>
        <source>  %1  free</source>
        <translation>  %1  空闲</translation>
    </message>
    <message>
        <source>clusterquote catalog import: %1 holds no .yml or .yaml file</source>
        <translation>clusterquote catalog import：%1 中没有 .yml 或 .yaml 文件</translation>
    </message>
    <message>
        <source> (retired: kept for existing designs, not offered)</source>
        <translation>（已停用：为现有设计保留，不再提供）</translation>
    </message>
    <message>
        <source>Cables and optics:</source>
        <translation>线缆与光模块：</translation>
    </message>
    <message>
        <source>  %1  %2 · %3, %4 Gb/s, up to %5 m</source>
        <translation>  %1  %2 · %3，%4 Gb/s，最长 %5 m</translation>
    </message>
    <message>
        <source>clusterquote catalog: unknown subcommand &quot;%1&quot; (export-csv, import-csv, import)</source>
        <translation>clusterquote catalog：未知子命令“%1”（export-csv、import-csv、import）</translation>
    </message>
    <message>
        <source>clusterquote %1: name the CSV file</source>
        <translation>clusterquote %1：请指定 CSV 文件</translation>
    </message>
    <message>
        <source>Wrote %1: %2 GPU models, %3 servers, %4 switches, %5 cables.</source>
        <translation>已写入 %1：%2 个 GPU 型号、%3 个服务器、%4 台交换机、%5 种线缆。</translation>
    </message>
    <message>
        <source>clusterquote catalog import-csv: cannot read %1: %2</source>
        <translation>clusterquote catalog import-csv：无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Imported %1 into %2: %3 GPU models, %4 servers, %5 switches, %6 cables.</source>
        <translation>已将 %1 导入 %2：%3 个 GPU 型号、%4 个服务器、%5 台交换机、%6 种线缆。</translation>
    </message>
    <message>
        <source>Backup of the price book before the import: %1</source>
        <translation>导入前的价格库备份：%1</translation>
    </message>
    <message>
        <source>Kept as retired (issued quotes use them): %1</source>
        <translation>保留为已停用（已发出的报价使用它们）：%1</translation>
    </message>
    <message>
        <source>DRAFT (no revision issued, no quote number)</source>
        <translation>草稿（尚未发布修订版，无报价单号）</translation>
    </message>
    <message>
        <source> x (1 - %1, price %2)</source>
        <translation> x (1 - %1，折后价 %2)</translation>
    </message>
    <message>
        <source> x (1 - %1)</source>
        <translation> x (1 - %1)</translation>
    </message>
    <message>
        <source>  %1 x %2 @ %3/h x %4 h x %5%6: %7%8</source>
        <translation>  %1 x %2 @ %3/小时 x %4 小时 x %5%6：%7%8</translation>
    </message>
    <message>
        <source>  %1 x %2: %3</source>
        <translation>  %1 x %2：%3</translation>
    </message>
    <message>
        <source>  %1 x %2 @ %3 x %4 mo x %5%6: %7%8</source>
        <translation>  %1 x %2 @ %3 x %4 个月 x %5%6：%7%8</translation>
    </message>
    <message>
        <source>  %1 x %2 @ %3/kWh x %4%5: %6%7</source>
        <translation>  %1 x %2 @ %3/kWh x %4%5：%6%7</translation>
    </message>
    <message>
        <source>the price includes %1</source>
        <translation>价格已包含%1</translation>
    </message>
    <message>
        <source>--bytes: &quot;%1&quot; is not a message size in bytes (1 to 1e15)</source>
        <translation>--bytes：“%1”不是以字节为单位的消息大小（1 到 1e15）</translation>
    </message>
    <message>
        <source>missing design file (usage: clusterquote &lt;command&gt; FILE)</source>
        <translation>缺少设计文件（用法：clusterquote &lt;命令&gt; FILE）</translation>
    </message>
    <message>
        <source>option --%1 needs a value</source>
        <translation>选项 --%1 需要一个值</translation>
    </message>
    <message>
        <source>unknown option --%1</source>
        <translation>未知选项 --%1</translation>
    </message>
    <message>
        <source>clusterquote %1: %2 is not an option of %1 (see clusterquote %1 --help)</source>
        <translation>clusterquote %1：%2 不是 %1 的选项（参见 clusterquote %1 --help）</translation>
    </message>
    <message>
        <source>Quote %1 for %2, %3 term, %4</source>
        <translation>报价单 %1，客户 %2，付款周期 %3，币种 %4</translation>
    </message>
    <message>
        <source>included</source>
        <translation>包内</translation>
    </message>
    <message>
        <source> (estimate)</source>
        <translation>（预估）</translation>
    </message>
    <message>
        <source>  subtotal: %1</source>
        <translation>  小计：%1</translation>
    </message>
    <message>
        <source>  VAT %1%%2: %3</source>
        <translation>  增值税 %1%%2：%3</translation>
    </message>
    <message>
        <source> (included)</source>
        <translation>（已含在价格中）</translation>
    </message>
    <message>
        <source>  total: %1</source>
        <translation>  合计：%1</translation>
    </message>
    <message>
        <source>  The total is a range: it contains estimates (ask for a binding price).</source>
        <translation>  合计为区间：报价中含预估价格（确定价格请咨询）。</translation>
    </message>
    <message>
        <source>  warning: %1</source>
        <translation>  警告：%1</translation>
    </message>
    <message>
        <source>--term: &quot;%1&quot; is not a term (monthly or annual)</source>
        <translation>--term：“%1”不是有效的付款周期（monthly 或 annual）</translation>
    </message>
    <message>
        <source>--discount: %1</source>
        <translation>--discount：%1</translation>
    </message>
    <message>
        <source>--lang: &quot;%1&quot; is not a quote language (en or zh_CN)</source>
        <translation>--lang：“%1”不是支持的报价语言（en 或 zh_CN）</translation>
    </message>
    <message>
        <source>%1: %2 error(s), %3 warning(s)</source>
        <translation>%1：%2 个错误，%3 个警告</translation>
    </message>
    <message>
        <source>- (top tier)</source>
        <translation>-（顶层）</translation>
    </message>
    <message>
        <source>Fabric: %1 tier(s), %2 GPU servers; bisection %3 of %4 Gb/s; diameter %5 switches, average %6</source>
        <translation>组网：%1 层，%2 台 GPU 服务器；对分带宽 %3 / %4 Gb/s；直径 %5 台交换机，平均 %6</translation>
    </message>
    <message>
        <source>  %1 (tier %2): %3/%4 ports, down %5 Gb/s, up %6 Gb/s, oversubscription %7</source>
        <translation>  %1（第 %2 层）：端口 %3/%4，下行 %5 Gb/s，上行 %6 Gb/s，收敛比 %7</translation>
    </message>
    <message>
        <source>  tier %1: %2 switches, down %3 Gb/s, up %4 Gb/s, oversubscription %5</source>
        <translation>  第 %1 层：%2 台交换机，下行 %3 Gb/s，上行 %4 Gb/s，收敛比 %5</translation>
    </message>
    <message>
        <source>  training: %1</source>
        <translation>  训练：%1</translation>
    </message>
    <message>
        <source>  training: DP %1 x TP %2 x PP %3; step %4 s = compute %5 s + exposed all_reduce %6 s (%7); %8 tokens/s; %9 days to train; scaling %10 %</source>
        <translation>  训练：DP %1 x TP %2 x PP %3；每步 %4 s = 计算 %5 s + 未掩盖的 all_reduce %6 s（%7）；%8 tokens/s；训练需 %9 天；扩展效率 %10 %</translation>
    </message>
    <message>
        <source>  crosses the network: %1, NICs %2 GB/s per node, %3 GB/s per node for ring traffic; intra-node %4 GB/s per GPU</source>
        <translation>  跨节点网络：%1，网卡每节点 %2 GB/s，ring 流量每节点 %3 GB/s；节点内每 GPU %4 GB/s</translation>
    </message>
    <message>
        <source>  intra-node only: %1 GB/s per GPU</source>
        <translation>  仅节点内：每 GPU %1 GB/s</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>collective</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>bytes</translation>
    </message>
    <message>
        <source>time_us</source>
        <translation>time_us</translation>
    </message>
    <message>
        <source>algbw</source>
        <translation>algbw</translation>
    </message>
    <message>
        <source>busbw</source>
        <translation>busbw</translation>
    </message>
    <message>
        <source>algorithm/protocol</source>
        <translation>algorithm/protocol</translation>
    </message>
    <message>
        <source>    %1 bottleneck: %2</source>
        <translation>    %1 瓶颈：%2</translation>
    </message>
    <message>
        <source>--collective: &quot;%1&quot; is not one of all_reduce, all_gather, reduce_scatter, broadcast, reduce, alltoall, sendrecv</source>
        <translation>--collective：“%1”不在 all_reduce、all_gather、reduce_scatter、broadcast、reduce、alltoall、sendrecv 之中</translation>
    </message>
    <message>
        <source>GPU models (the key goes to generate --gpu):</source>
        <translation>GPU 型号（键名用于 generate --gpu）：</translation>
    </message>
    <message>
        <source>Servers:</source>
        <translation>服务器：</translation>
    </message>
    <message>
        <source>Switches (--fabric, --nic-rate and --switch-ports pick one):</source>
        <translation>交换机（由 --fabric、--nic-rate 和 --switch-ports 选定）：</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot; (one design file per command)</source>
        <translation>多余的参数“%1”（每条命令只接受一个设计文件）</translation>
    </message>
    <message numerus="yes">
        <source>%1: the design has %n error(s); run &quot;clusterquote validate&quot; for details</source>
        <translation>
            <numerusform>%1：设计中有 %n 个错误；运行 &quot;clusterquote validate&quot; 查看详情</numerusform>
        </translation>
    </message>
    <message>
        <source>option -o needs a file name</source>
        <translation>选项 -o 需要文件名</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot; (see clusterquote --help)</source>
        <translation>未知命令“%1”（参见 clusterquote --help）</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number from %3 to %4</source>
        <translation>--%1：“%2”不是 %3 到 %4 之间的整数</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a number from %3 to %4</source>
        <translation>--%1：“%2”不是 %3 到 %4 之间的数</translation>
    </message>
    <message>
        <source>missing -o FILE (where to write the design)</source>
        <translation>缺少 -o FILE（设计的保存位置）</translation>
    </message>
    <message>
        <source>missing --%1</source>
        <translation>缺少 --%1</translation>
    </message>
    <message>
        <source>--fabric: &quot;%1&quot; is not a fabric (ib, roce or ethernet)</source>
        <translation>--fabric：“%1”不是有效的网络类型（ib、roce 或 ethernet）</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>price book warning: %1</source>
        <translation>价目表警告：%1</translation>
    </message>
    <message>
        <source>  %1  %2 · %3; servers: %4</source>
        <translation>  %1  %2 · %3；服务器：%4</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>预期 %1</translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation>实测 %1</translation>
    </message>
    <message>
        <source>%1: %2 check(s) passed, %3 failed</source>
        <translation>%1：%2 项通过，%3 项未通过</translation>
    </message>
    <message>
        <source>usage: clusterquote accept DESIGN.cqd FILE... [--pdf OUT] [--lang en|zh_CN] [--json]</source>
        <translation>用法：clusterquote accept DESIGN.cqd FILE... [--pdf OUT] [--lang en|zh_CN] [--json]</translation>
    </message>
    <message>
        <source>unreadable input: %1</source>
        <translation>无法读取的输入：%1</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a count such as 7B, 70B, 1T or 1.5T</source>
        <translation>--%1：“%2”不是 7B、70B、1T 或 1.5T 这样的数量</translation>
    </message>
    <message>
        <source>* = the better value of the row</source>
        <translation>* = 该行中较优的值</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: training: %2</source>
        <translation>%1：训练：%2</translation>
    </message>
    <message>
        <source>compare needs two or more design files (clusterquote compare A.cqd B.cqd)</source>
        <translation>compare 需要两个或更多设计文件（clusterquote compare A.cqd B.cqd）</translation>
    </message>
    <message>
        <source>nvidia-smi topo: %1 GPU(s), %2 NIC(s); GPU pairs: %3</source>
        <translation>nvidia-smi topo：%1 块 GPU，%2 块网卡；GPU 对：%3</translation>
    </message>
    <message>
        <source>NVLink, at least NV%1 each</source>
        <translation>NVLink，每对至少 NV%1</translation>
    </message>
    <message>
        <source>no NVLink on every pair</source>
        <translation>并非每对 GPU 之间都有 NVLink</translation>
    </message>
    <message>
        <source>  %1: CPU %2, NUMA %3</source>
        <translation>  %1：CPU %2，NUMA %3</translation>
    </message>
    <message>
        <source>  %1 %2: nearest %3 (%4)</source>
        <translation>  %1 %2：最近的 %3（%4）</translation>
    </message>
    <message>
        <source>ibstat: %1 adapter(s)</source>
        <translation>ibstat：%1 块网卡</translation>
    </message>
    <message>
        <source>  %1 port %2: %3 %4/%5, %6 Gb/s, %7</source>
        <translation>  %1 端口 %2：%3 %4/%5，%6 Gb/s，%7</translation>
    </message>
    <message>
        <source>ibnetdiscover: %1 switch(es), %2 CA(s), %3 link(s), %4 port(s) without a peer</source>
        <translation>ibnetdiscover：%1 台交换机，%2 个 CA，%3 条链路，%4 个端口无对端</translation>
    </message>
    <message>
        <source>  %1/%2 %3x %4: no peer</source>
        <translation>  %1/%2 %3x %4：无对端</translation>
    </message>
    <message>
        <source>nccl-tests %1: %2 rank(s) on %3 host(s), %4, %5 size(s), avg busbw %6 GB/s</source>
        <translation>nccl-tests %1：%3 台主机上 %2 个 rank，%4，%5 种消息大小，平均 busbw %6 GB/s</translation>
    </message>
    <message>
        <source>(unknown collective)</source>
        <translation>（未知的集合通信）</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>usage: clusterquote import topo|ibstat|ibnetdiscover|nccl|ethtool|gpu-util FILE [--json] [-o DESIGN.cqd]</source>
        <translation>用法：clusterquote import topo|ibstat|ibnetdiscover|nccl|ethtool|gpu-util FILE [--json] [-o DESIGN.cqd]</translation>
    </message>
    <message>
        <source>ethtool: %1 interface(s)</source>
        <translation>ethtool：%1 个网口</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>speed unknown</source>
        <translation>速率未知</translation>
    </message>
    <message>
        <source>link not reported</source>
        <translation>未报告链路状态</translation>
    </message>
    <message>
        <source>link up</source>
        <translation>链路连通</translation>
    </message>
    <message>
        <source>link down</source>
        <translation>链路断开</translation>
    </message>
    <message>
        <source>  %1: %2, duplex %3, %4</source>
        <translation>  %1：%2，双工 %3，%4</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>nvidia-smi %1: %2 GPU(s), %3 sample(s); steady = median after the first 10 % of each GPU&apos;s samples</source>
        <translation>nvidia-smi %1：%2 块 GPU，%3 个采样；稳定值 = 去掉每块 GPU 前 10 % 采样后的中位数</translation>
    </message>
    <message>
        <source>  %1: %2 sample(s), steady %3 %</source>
        <translation>  %1：%2 个采样，稳定值 %3 %</translation>
    </message>
    <message>
        <source>-o: only an ibnetdiscover fabric can be saved as a design</source>
        <translation>-o：只有 ibnetdiscover 的组网结果才能保存为设计</translation>
    </message>
    <message>
        <source>-o: the fabric does not make a valid design, nothing written: %1 %2</source>
        <translation>-o：该组网结果不能构成有效设计，未写入任何文件：%1 %2</translation>
    </message>
    <message>
        <source>PRICE MISSING</source>
        <translation>价格缺失</translation>
    </message>
    <message>
        <source> (published range)</source>
        <translation>（官网明示价区间）</translation>
    </message>
    <message>
        <source>  The total is a range: a list price is a published range (fixed on order).</source>
        <translation>  合计为区间：部分标价为官网明示价区间（区间内价格在下单时确定）。</translation>
    </message>
    <message>
        <source>  note: %1</source>
        <translation>  说明：%1</translation>
    </message>
    <message>
        <source>--term: &quot;%1&quot; is not a term (hourly, monthly or annual)</source>
        <translation>--term：“%1”不是有效的付款周期（hourly、monthly 或 annual）</translation>
    </message>
    <message>
        <source>--currency: &quot;%1&quot; is not a quote currency (CNY or USD)</source>
        <translation>--currency：“%1”不是支持的报价币种（CNY 或 USD）</translation>
    </message>
    <message>
        <source>  if %1 fails: bisection %2 Gb/s (%3); %4</source>
        <translation>  若 %1 故障：对分带宽 %2 Gb/s（%3）；%4</translation>
    </message>
    <message>
        <source>%1 node(s) x %2 GPUs</source>
        <translation>%1 个节点 x %2 块 GPU</translation>
    </message>
    <message>
        <source>%1 nodes of unequal size (the smallest %2 GPUs)</source>
        <translation>%1 个规模不等的节点（最小的有 %2 块 GPU）</translation>
    </message>
    <message>
        <source>Cluster &quot;%1&quot;: %2 = %3 GPUs, %4 PFLOPS BF16 peak</source>
        <translation>集群“%1”：%2 = %3 块 GPU，BF16 峰值 %4 PFLOPS</translation>
    </message>
    <message>
        <source>Power at full load: %1 kW (servers %2 kW, switches %3 kW)</source>
        <translation>满载功率：%1 kW（服务器 %2 kW，交换机 %3 kW）</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Quote %1, %2 term, %3</source>
        <translation>报价单 %1，付款周期 %2，币种 %3</translation>
    </message>
    <message>
        <source>  training run: %1 B parameters, %2 T tokens, batch %3 M tokens, MFU %4 %</source>
        <translation>  训练任务：%1 B 参数，%2 T token，批量 %3 M token，MFU %4 %</translation>
    </message>
    <message>
        <source>the catalog has no server for %1 with %2 GPU slots; using %3 GPUs per server (%4, the largest); give --gpus-per-server to choose</source>
        <translation>目录中没有可装 %2 块 GPU 的 %1 服务器；改为每台服务器 %3 块 GPU（%4，最大的机型）；可用 --gpus-per-server 指定</translation>
    </message>
    <message>
        <source>clusterquote %1: unexpected argument &quot;%2&quot;</source>
        <translation>clusterquote %1：多余的参数“%2”</translation>
    </message>
    <message>
        <source>wrote %1: %2, %3, %4</source>
        <translation>已写入 %1：%2，%3，%4</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) (%1)</source>
        <translation>
            <numerusform>%n 台服务器（%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n switch(es) (%1)</source>
        <translation>
            <numerusform>%n 台交换机（%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n 条线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>--kind must be ib, roce or ethernet, not &quot;%1&quot;</source>
        <translation>--kind 须为 ib、roce 或 ethernet，而不是“%1”</translation>
    </message>
    <message>
        <source>--gpu &quot;%1&quot; is not a GPU key of the catalog (see clusterquote catalog)</source>
        <translation>--gpu “%1”不是目录中的 GPU 键名（见 clusterquote catalog）</translation>
    </message>
    <message>
        <source>--gpus must be a whole number of at least 1</source>
        <translation>--gpus 须为不小于 1 的整数</translation>
    </message>
    <message>
        <source>--nics must be a whole number of at least 0</source>
        <translation>--nics 须为不小于 0 的整数</translation>
    </message>
    <message>
        <source>--nic-rate must be a rate in Gb/s above 0</source>
        <translation>--nic-rate 须为大于 0 的速率（Gb/s）</translation>
    </message>
    <message>
        <source>--kind ib|roce|ethernet chooses</source>
        <translation>用 --kind ib|roce|ethernet 选择</translation>
    </message>
    <message>
        <source>--gpu KEY --gpus N</source>
        <translation>--gpu KEY --gpus N</translation>
    </message>
    <message>
        <source>--nics N --nic-rate GBITS</source>
        <translation>--nics N --nic-rate GBITS</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>已更新 %1</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message>
        <source>  source: %1</source>
        <translation>  来源：%1</translation>
    </message>
    <message>
        <source>  asked: %1</source>
        <translation>  待确认：%1</translation>
    </message>
    <message>
        <source>clusterquote catalog import: name one or more NetBox device-type files (.yaml)</source>
        <translation>clusterquote catalog import：请指定一个或多个 NetBox 设备类型文件（.yaml）</translation>
    </message>
    <message>
        <source>clusterquote catalog import: --sku names one model; %1 files were given</source>
        <translation>clusterquote catalog import：--sku 只能指定一个型号，但给出了 %1 个文件</translation>
    </message>
    <message>
        <source>%1: a server; NetBox does not say which GPUs it holds (give --gpu KEY --gpus N)</source>
        <translation>%1：这是一台服务器，NetBox 未说明其 GPU（请给出 --gpu KEY --gpus N）</translation>
    </message>
    <message>
        <source>%1: SKU %2 is also made from %3</source>
        <translation>%1：SKU %2 也由 %3 生成</translation>
    </message>
    <message>
        <source>%1: SKU %2 is already in the catalog as %3 (source: %4); give another --sku, or --replace to overwrite it</source>
        <translation>%1：SKU %2 已在目录中，现为 %3（来源：%4）；请另给 --sku，或加 --replace 覆盖它</translation>
    </message>
    <message>
        <source>clusterquote catalog import: nothing imported (%1 of %2 files refused)</source>
        <translation>clusterquote catalog import：未导入任何型号（%2 个文件中有 %1 个被拒绝）</translation>
    </message>
    <message>
        <source>clusterquote catalog import: nothing imported: %1</source>
        <translation>clusterquote catalog import：未导入任何型号：%1</translation>
    </message>
    <message>
        <source>%1 models from NetBox device types saved to %2; their prices are not in NetBox: add them in Quote &gt; Price Book.</source>
        <translation>已将 %1 个来自 NetBox 设备类型的型号保存到 %2；NetBox 不含价格：请在 报价 &gt; 价格表 中添加。</translation>
    </message>
    <message>
        <source>clusterquote size: --%1: &quot;%2&quot; is not a number from %3 to %4</source>
        <translation>clusterquote size：--%1：“%2”不是 %3 到 %4 之间的数字</translation>
    </message>
    <message>
        <source>clusterquote size: missing --model (a preset: %1, or a size such as 30B)</source>
        <translation>clusterquote size：缺少 --model（预设：%1，或如 30B 的规模）</translation>
    </message>
    <message>
        <source>clusterquote size: --model: &quot;%1&quot; is neither a preset (%2) nor a size such as 30B</source>
        <translation>clusterquote size：--model：“%1”既不是预设（%2）也不是如 30B 的规模</translation>
    </message>
    <message>
        <source>clusterquote size: --tokens: &quot;%1&quot; is not a count such as 1T or 300B</source>
        <translation>clusterquote size：--tokens：“%1”不是如 1T 或 300B 的数量</translation>
    </message>
    <message>
        <source>clusterquote size: --recompute: &quot;%1&quot; is not none, selective or full</source>
        <translation>clusterquote size：--recompute：“%1”不是 none、selective 或 full</translation>
    </message>
    <message>
        <source>clusterquote size: missing --tokens (such as 1T)</source>
        <translation>clusterquote size：缺少 --tokens（如 1T）</translation>
    </message>
    <message>
        <source>clusterquote size: give --days or --budget, not both</source>
        <translation>clusterquote size：--days 与 --budget 只能给一个</translation>
    </message>
    <message>
        <source>clusterquote size: --budget: &quot;%1&quot; is not an amount in CNY such as 3000000</source>
        <translation>clusterquote size：--budget：“%1”不是人民币金额（如 3000000）</translation>
    </message>
    <message>
        <source>clusterquote size: --term: &quot;%1&quot; is not monthly, annual or hourly</source>
        <translation>clusterquote size：--term：“%1”不是 monthly、annual 或 hourly</translation>
    </message>
    <message>
        <source>Model states 16 B x %1 = %2 (mixed-precision Adam, ZeRO paper); BF16 weights alone 2 B x %1 = %3</source>
        <translation>模型状态 16 B x %1 = %2（混合精度 Adam，ZeRO 论文）；仅 BF16 权重 2 B x %1 = %3</translation>
    </message>
    <message>
        <source>no deadline or budget: the time/cost frontier</source>
        <translation>无工期或预算：时间与成本的前沿</translation>
    </message>
    <message>
        <source>deadline %1 days, cheapest first</source>
        <translation>工期 %1 天，成本最低优先</translation>
    </message>
    <message>
        <source>budget %1 per run, fastest first</source>
        <translation>每次训练预算 %1，最快优先</translation>
    </message>
    <message>
        <source>Goal: %1; %2 term; money in CNY with VAT</source>
        <translation>目标：%1；%2 租期；金额为含税人民币</translation>
    </message>
    <message>
        <source>cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>TP x PP x DP</source>
        <translation>TP x PP x DP</translation>
    </message>
    <message>
        <source>GB/GPU</source>
        <translation>GB/GPU</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>run cost</source>
        <translation>单次训练费用</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>price missing</source>
        <translation>缺少价格</translation>
    </message>
    <message>
        <source>clusterquote size: --generate needs -o FILE (where to write the design)</source>
        <translation>clusterquote size：--generate 需要 -o FILE（设计写到哪里）</translation>
    </message>
    <message>
        <source>wrote %1: candidate %2, %3</source>
        <translation>已写入 %1：候选 %2，%3</translation>
    </message>
    <message>
        <source>clusterquote size: -o needs --generate N (which candidate to write)</source>
        <translation>clusterquote size：-o 需要 --generate N（写出哪个候选）</translation>
    </message>
    <message>
        <source>clusterquote size: --gpu: the catalog offers no GPU &quot;%1&quot; (see clusterquote catalog)</source>
        <translation>clusterquote size：--gpu：目录中没有 GPU“%1”（见 clusterquote catalog）</translation>
    </message>
    <message>
        <source>%1. The nearest candidates:</source>
        <translation>%1。最接近的候选：</translation>
    </message>
    <message>
        <source>... and %1 more that meet the goal at a higher cost or time</source>
        <translation>……另有 %1 个满足目标但成本或时间更高的候选</translation>
    </message>
    <message>
        <source>%1 x %2: %3</source>
        <translation>%1 x %2：%3</translation>
    </message>
    <message>
        <source>  %1 x %2 @ %3 %4 x %5%6: %7%8</source>
        <translation>  %1 x %2 @ %3 %4 x %5%6：%7%8</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <translation>  %1：%2</translation>
    </message>
    <message>
        <source>clusterquote size: --lang sets the language of the PDF and needs --pdf FILE</source>
        <translation>clusterquote size：--lang 设置 PDF 的语言，需要同时给出 --pdf 文件</translation>
    </message>
    <message>
        <source>clusterquote size: --precision: &quot;%1&quot; is not bf16 or fp8</source>
        <translation>clusterquote size：--precision：“%1”不是 bf16 或 fp8</translation>
    </message>
    <message>
        <source>Model %1 (%2): %3 layers, hidden %4, %5 heads, sequence %6; %7 tokens, batch %8 tokens; ZeRO-%9, %10 recomputation, MFU %11 %, %12</source>
        <translation>模型 %1（%2）：%3 层，隐藏维度 %4，%5 个注意力头，序列长度 %6；%7 tokens，批大小 %8 tokens；ZeRO-%9，%10 重计算，MFU %11 %，%12</translation>
    </message>
    <message>
        <source>--breakout: &quot;%1&quot; is not 1, 2, 4 or 8</source>
        <translation>--breakout：“%1”不是 1、2、4 或 8</translation>
    </message>
    <message>
        <source>; %1 prices</source>
        <translation>；按 %1 价格</translation>
    </message>
    <message>
        <source>clusterquote size: --region: the price book prices no region &quot;%1&quot; (it has: %2)</source>
        <translation>clusterquote size：--region：价格簿没有区域“%1”的价格（已有：%2）</translation>
    </message>
    <message>
        <source>clusterquote pricebook %1: there is no price book %2 (create it with &quot;clusterquote pricebook init --pricebook %2&quot;)</source>
        <translation>clusterquote pricebook %1：没有价格簿 %2（请先用“clusterquote pricebook init --pricebook %2”创建）</translation>
    </message>
    <message>
        <source>Price book %1 (%2): schema version %3, as this ClusterQuote needs.</source>
        <translation>价格簿 %1（%2）：架构版本 %3，与本 ClusterQuote 所需一致。</translation>
    </message>
    <message>
        <source>PostgreSQL server</source>
        <translation>PostgreSQL 服务器</translation>
    </message>
    <message>
        <source>SQLite file</source>
        <translation>SQLite 文件</translation>
    </message>
    <message>
        <source>  problem: %1</source>
        <translation>  问题：%1</translation>
    </message>
    <message>
        <source>Created price book %1: schema version %2, seeded with %3 price items and %4 server models.</source>
        <translation>已创建价格簿 %1：架构版本 %2，已填入 %3 个价格项和 %4 种服务器型号。</translation>
    </message>
    <message>
        <source>Price book %1 already holds schema version %2; nothing changed.</source>
        <translation>价格簿 %1 已是架构版本 %2，未作任何更改。</translation>
    </message>
    <message>
        <source>Upgraded price book %1 from schema version %2 to %3.</source>
        <translation>已将价格簿 %1 从架构版本 %2 升级到 %3。</translation>
    </message>
    <message>
        <source>not readable by your role %1</source>
        <translation>您的角色 %1 无权读取</translation>
    </message>
    <message>
        <source>Usage:
  clusterquote [FILE]                       open the designer
  clusterquote validate FILE [--json]
  clusterquote analyze FILE [--collective NAME] [--bytes N] [--json]
  clusterquote quote FILE [--term hourly|monthly|annual] [--currency CNY|USD] [--pdf OUT]
                          [--csv OUT] [--xlsx OUT] [--lang en|zh_CN] [--pricebook DB] [--json]
  clusterquote generate --gpu MODEL --servers N [--gpus-per-server 8] --nics-per-server K
                        --nic-rate GBITS --fabric ib|roce|ethernet [--rail-optimized] [--planes K]
                        [--switch-ports P] [--breakout 1|2|4|8] [--sharp] [--oversubscription R]
                        [--rooms M] [--rack-kw KW] [--pricebook DB] [--json] -o FILE
  clusterquote catalog [--json] [--pricebook DB]   (GPU keys for generate --gpu)
  clusterquote catalog export-csv|import-csv FILE.csv [--pricebook DB]
  clusterquote catalog import FILE.yaml... [--pricebook DB] [--kind ib|roce|ethernet]
                       [--gpu KEY --gpus N] [--nics N --nic-rate GBITS] [--sku SKU [--replace]]
  clusterquote compare A.cqd B.cqd [...] [--model 70B] [--tokens 1T] [--mfu PCT]
                       [--term monthly|annual] [--discount PCT] [--power-price CNY_PER_KWH]
                       [--servers N] [--nic-rate GBITS] [--oversubscription R]
                       [--pricebook DB] [--json] [--pdf OUT [--lang en|zh_CN]]
  clusterquote import [topo|ibstat|ibnetdiscover|nccl|ethtool|gpu-util] FILE [--json] [-o DESIGN.cqd]
  clusterquote accept DESIGN.cqd FILE... [--pdf OUT] [--lang en|zh_CN] [--json]
  clusterquote bom FILE [--spares PCT] [--json] [--csv OUT] [--xlsx OUT] [--pricebook DB]
  clusterquote cables FILE [--json] [--csv OUT] [--pricebook DB]
  clusterquote size --model 70B --tokens 1T [--days D | --budget CNY] [--gpu a100-sxm-80g,h100-sxm-80g]
                    [--zero 0-3] [--recompute none|selective|full] [--mfu PCT] [--precision bf16|fp8]
                    [--term monthly|annual|hourly] [--region NAME] [--pricebook DB] [--json]
                    [--generate N -o DESIGN.cqd] [--pdf OUT [--lang en|zh_CN]]
  clusterquote pricebook init|migrate|check [--pricebook DB]   (DB: a file or postgresql://USER@HOST:PORT/DB)
  clusterquote pricebook copy --from DB --to DB [--replace]
  clusterquote --version
Exit status: 0 ok, 1 the design has errors, 2 unusable input.</source>
        <translation>用法：
  clusterquote [FILE]                       打开设计器
  clusterquote validate FILE [--json]
  clusterquote analyze FILE [--collective NAME] [--bytes N] [--json]
  clusterquote quote FILE [--term hourly|monthly|annual] [--currency CNY|USD] [--pdf OUT]
                          [--csv OUT] [--xlsx OUT] [--lang en|zh_CN] [--pricebook DB] [--json]
  clusterquote generate --gpu MODEL --servers N [--gpus-per-server 8] --nics-per-server K
                        --nic-rate GBITS --fabric ib|roce|ethernet [--rail-optimized] [--planes K]
                        [--switch-ports P] [--breakout 1|2|4|8] [--sharp] [--oversubscription R]
                        [--rooms M] [--rack-kw KW] [--pricebook DB] [--json] -o FILE
  clusterquote catalog [--json] [--pricebook DB]   (GPU keys for generate --gpu)
  clusterquote catalog export-csv|import-csv FILE.csv [--pricebook DB]
  clusterquote catalog import FILE.yaml... [--pricebook DB] [--kind ib|roce|ethernet]
                       [--gpu KEY --gpus N] [--nics N --nic-rate GBITS] [--sku SKU [--replace]]
  clusterquote compare A.cqd B.cqd [...] [--model 70B] [--tokens 1T] [--mfu PCT]
                       [--term monthly|annual] [--discount PCT] [--power-price CNY_PER_KWH]
                       [--servers N] [--nic-rate GBITS] [--oversubscription R]
                       [--pricebook DB] [--json] [--pdf OUT [--lang en|zh_CN]]
  clusterquote import [topo|ibstat|ibnetdiscover|nccl|ethtool|gpu-util] FILE [--json] [-o DESIGN.cqd]
  clusterquote accept DESIGN.cqd FILE... [--pdf OUT] [--lang en|zh_CN] [--json]
  clusterquote bom FILE [--spares PCT] [--json] [--csv OUT] [--xlsx OUT] [--pricebook DB]
  clusterquote cables FILE [--json] [--csv OUT] [--pricebook DB]
  clusterquote size --model 70B --tokens 1T [--days D | --budget CNY] [--gpu a100-sxm-80g,h100-sxm-80g]
                    [--zero 0-3] [--recompute none|selective|full] [--mfu PCT] [--precision bf16|fp8]
                    [--term monthly|annual|hourly] [--region NAME] [--pricebook DB] [--json]
                    [--generate N -o DESIGN.cqd] [--pdf OUT [--lang en|zh_CN]]
  clusterquote pricebook init|migrate|check [--pricebook DB]   (DB: a file or postgresql://USER@HOST:PORT/DB)
  clusterquote pricebook copy --from DB --to DB [--replace]
  clusterquote --version
退出状态：0 正常，1 设计有错误，2 输入无法使用。</translation>
    </message>
    <message>
        <source>list prices, min</source>
        <translation>目录价合计（下限）</translation>
    </message>
    <message>
        <source>list prices, max</source>
        <translation>目录价合计（上限）</translation>
    </message>
    <message>
        <source>internal cost</source>
        <translation>内部成本合计</translation>
    </message>
    <message>
        <source>snapshot characters</source>
        <translation>快照字符数</translation>
    </message>
    <message>
        <source>quote numbers taken</source>
        <translation>已用报价编号</translation>
    </message>
    <message>
        <source>from</source>
        <translation>源</translation>
    </message>
    <message>
        <source>to</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>clusterquote pricebook copy: name both books, --from A --to B</source>
        <translation>clusterquote pricebook copy：请指定两个价格库，--from A --to B</translation>
    </message>
    <message>
        <source>clusterquote pricebook copy: --from and --to name the same book %1</source>
        <translation>clusterquote pricebook copy：--from 与 --to 指向同一个价格库 %1</translation>
    </message>
    <message>
        <source>clusterquote pricebook copy: there is no price book %1</source>
        <translation>clusterquote pricebook copy：价格库 %1 不存在</translation>
    </message>
    <message>
        <source>Copied price book %1 to %2 in one transaction; every count and total matches:</source>
        <translation>已在一个事务中将价格库 %1 复制到 %2；各项行数与合计均一致：</translation>
    </message>
    <message>
        <source>Copy of %1 to %2:</source>
        <translation>%1 复制到 %2：</translation>
    </message>
    <message>
        <source>clusterquote pricebook: name init, migrate, check or copy (see clusterquote pricebook --help)</source>
        <translation>clusterquote pricebook：请指定 init、migrate、check 或 copy（见 clusterquote pricebook --help）</translation>
    </message>
    <message>
        <source>clusterquote pricebook: unknown subcommand &quot;%1&quot; (init, migrate, check or copy)</source>
        <translation>clusterquote pricebook：未知子命令“%1”（可用 init、migrate、check 或 copy）</translation>
    </message>
    <message>
        <source>No offline copy of %1 is kept on this computer yet (one is written after each successful connection).</source>
        <translation>本机尚未保存 %1 的离线副本（每次成功连接后都会写入一份）。</translation>
    </message>
    <message>
        <source>The offline copy of %1 on this computer holds prices as of %2 (%3 old, price-book version %4, file %5); quotes use it, read-only, until the server is back.</source>
        <translation>本机保存的 %1 离线副本中的价格截至 %2（已过 %3，价格手册版本 %4，文件 %5）；在服务器恢复之前，报价以只读方式使用它。</translation>
    </message>
    <message>
        <source>%1 servers: %2, so it could not be opened again. Give --servers %3 or fewer, or split the cluster into several designs.</source>
        <translation>%1 台服务器：%2，生成的设计将无法再次打开。请使用 --servers %3 或更少，或把集群拆分为多个设计。</translation>
    </message>
</context>
<context>
    <name>cq::CompareActions</name>
    <message>
        <source>Compare &amp;Designs...</source>
        <translation>方案对比(&amp;D)...</translation>
    </message>
    <message>
        <source>Two or more designs side by side, by cost per training run, with what-if sliders</source>
        <translation>并排对比两个或更多设计方案的单次训练费用，可用滑块做假设分析</translation>
    </message>
    <message>
        <source>Compare Designs (choose two or more)</source>
        <translation>方案对比（选择两个或更多）</translation>
    </message>
    <message>
        <source>ClusterQuote designs (*.cqd)</source>
        <translation>ClusterQuote 设计文件 (*.cqd)</translation>
    </message>
    <message>
        <source>Compare Designs</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>Choose two or more design files.</source>
        <translation>请选择两个或更多设计文件。</translation>
    </message>
    <message>
        <source>Compare: %1</source>
        <translation>对比：%1</translation>
    </message>
    <message>
        <source>Export Comparison PDF</source>
        <translation>导出对比 PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>Comparing %n design(s)</source>
        <translation>
            <numerusform>正在对比 %n 个方案</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::ComparePdfWriter</name>
    <message>
        <source>Cannot write the comparison PDF %1: %2</source>
        <translation>无法写入对比 PDF %1：%2</translation>
    </message>
    <message>
        <source>all_reduce busbw and time against message size</source>
        <translation>all_reduce busbw 与耗时随消息大小的变化</translation>
    </message>
    <message>
        <source>Design comparison</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>Design comparison: cost per training run</source>
        <translation>方案对比：单次训练费用</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设条件</translation>
    </message>
</context>
<context>
    <name>cq::CompareTable</name>
    <message>
        <source>Designs side by side</source>
        <translation>方案并排对比</translation>
    </message>
    <message>
        <source>better</source>
        <translation>较优</translation>
    </message>
</context>
<context>
    <name>cq::CompareText</name>
    <message>
        <source>price missing</source>
        <translation>价格缺失</translation>
    </message>
    <message>
        <source>annual</source>
        <translation>年付</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>月付</translation>
    </message>
    <message>
        <source>%1 has no %2 price in the price book</source>
        <translation>%1 在价格表中没有%2价格</translation>
    </message>
    <message>
        <source>%1 have no %2 price in the price book</source>
        <translation>%1 在价格表中没有%2价格</translation>
    </message>
    <message>
        <source> It cannot rank %1 on cost: %2.</source>
        <translation>无法按成本评估 %1：%2。</translation>
    </message>
    <message>
        <source>No design can be recommended on cost.</source>
        <translation>没有可按成本推荐的设计。</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n server(s)</source>
        <comment>compare column, legend, recommendation: design name, GPU servers after the what-if</comment>
        <translation>
            <numerusform>%1 · %n 台服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>No design can run this job: %1</source>
        <translation>没有设计能运行该训练任务：%1</translation>
    </message>
    <message>
        <source>against %1 it saves about %2 (%3 % of its run cost) and finishes %4 days %5</source>
        <translation>与 %1 相比约节省 %2（其训练费用的 %3 %），%5 %4 天完成</translation>
    </message>
    <message>
        <source>sooner</source>
        <translation>提前</translation>
    </message>
    <message>
        <source>later</source>
        <translation>推迟</translation>
    </message>
    <message>
        <source>Recommended: %1, the cheapest training run (%2, %3 days)%4%5.</source>
        <translation>推荐：%1，单次训练费用最低（%2，%3 天）%4%5。</translation>
    </message>
    <message>
        <source>Model %1 parameters, %2 tokens, global batch %3 tokens; TP %4 x PP %5, data parallel over the rest.</source>
        <translation>模型参数量 %1，%2 tokens，全局批大小 %3 tokens；TP %4 x PP %5，其余 GPU 做数据并行。</translation>
    </message>
    <message>
        <source>Step time = 6 x parameters x batch tokens / (GPUs x dense BF16 peak x MFU %1 %) plus the exposed gradient all_reduce (NCCL cost model); pipeline bubbles are not modelled.</source>
        <translation>单步耗时 = 6 x 参数量 x 批 token 数 / (GPU 数 x BF16 稠密峰值算力 x MFU %1 %)，再加上未掩盖的梯度 all_reduce（NCCL 代价模型）；未建模流水线气泡。</translation>
    </message>
    <message>
        <source>Costs are quote totals with VAT; a run is charged per hour at a month of 730 hours%1.</source>
        <translation>费用为含增值税的报价合计；训练按小时计费，每月按 730 小时计%1。</translation>
    </message>
    <message>
        <source> on the monthly term</source>
        <translation>，按月付</translation>
    </message>
    <message>
        <source> on the annual term (annual total / 12)</source>
        <translation>，按年付（年付合计 / 12）</translation>
    </message>
    <message>
        <source>Cost per effective PFLOP-hour = run cost / (6 x parameters x tokens / 3.6e18).</source>
        <translation>每有效 PFLOP·小时成本 = 训练费用 / (6 x 参数量 x token 数 / 3.6e18)。</translation>
    </message>
    <message>
        <source>all_reduce busbw at %1 bytes, as nccl-tests reports it.</source>
        <translation>消息大小 %1 字节时的 all_reduce busbw，口径与 nccl-tests 一致。</translation>
    </message>
    <message>
        <source>A discount of %1 is taken off every quote total.</source>
        <translation>每个报价合计均减去 %1 的折扣。</translation>
    </message>
    <message>
        <source>Power is billed apart at %1 per kWh for 730 hours a month at full load.</source>
        <translation>电费另计：每 kWh %1，按满载每月 730 小时计。</translation>
    </message>
    <message>
        <source>Power is included in the server rent.</source>
        <translation>电费已含在服务器租金中。</translation>
    </message>
    <message>
        <source>Power is costed at %1 per kWh for 730 hours a month at full load, in place of the price book&apos;s power charge.</source>
        <translation>电费按每 kWh %1、满载每月 730 小时计，取代价目表中的电费。</translation>
    </message>
    <message>
        <source>Power is charged as the price book prices it (the quote&apos;s power line).</source>
        <translation>电费按价目表计收（见报价中的电费行）。</translation>
    </message>
    <message>
        <source>What-if hardware: the cluster is regenerated as a fat tree from its first server and switch.</source>
        <translation>假设硬件：以集群的第一台服务器和交换机为模板，重新生成胖树组网。</translation>
    </message>
    <message>
        <source>%1 costs the same and takes as long</source>
        <translation>%1 的费用与用时相同</translation>
    </message>
</context>
<context>
    <name>cq::CompareView</name>
    <message>
        <source>What if</source>
        <translation>假设分析</translation>
    </message>
    <message>
        <source>Export PDF...</source>
        <translation>导出 PDF...</translation>
    </message>
    <message>
        <source>all_reduce across the cluster, per design</source>
        <translation>各方案的全集群 all_reduce</translation>
    </message>
    <message>
        <source>Updating...</source>
        <translation>正在更新...</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>cq::ComparisonBuilder</name>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Peak dense BF16</source>
        <translation>BF16 稠密峰值算力</translation>
    </message>
    <message>
        <source>PFLOPS</source>
        <translation>PFLOPS</translation>
    </message>
    <message>
        <source>all_reduce busbw in a node, 1 GiB</source>
        <translation>节点内 all_reduce busbw（1 GiB）</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>all_reduce busbw across nodes, 1 GiB</source>
        <translation>跨节点 all_reduce busbw（1 GiB）</translation>
    </message>
    <message>
        <source>Worst oversubscription</source>
        <translation>最高收敛比</translation>
    </message>
    <message>
        <source>:1</source>
        <translation>:1</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步耗时</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>月费用</translation>
    </message>
    <message>
        <source>Annual cost</source>
        <translation>年费用</translation>
    </message>
    <message>
        <source>Cost of one training run</source>
        <translation>单次训练费用</translation>
    </message>
    <message>
        <source>Cost per effective PFLOP-hour</source>
        <translation>每有效 PFLOP·小时成本</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Power at full load, servers and switches</source>
        <translation>满载功率（服务器与交换机）</translation>
    </message>
</context>
<context>
    <name>cq::ConnectNics</name>
    <message>
        <source>Select the servers and the switches to connect their NICs to.</source>
        <translation>请选中服务器以及要连接其网卡的交换机。</translation>
    </message>
    <message numerus="yes">
        <source>%n NIC port(s) left unconnected: the selected switches have no free port for them.</source>
        <translation>
            <numerusform>%n 个网卡端口未连接：所选交换机没有空闲端口。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NIC port(s) left unconnected: no selected switch in their machine room has their link layer (InfiniBand or Ethernet).</source>
        <translation>
            <numerusform>%n 个网卡端口未连接：所选交换机中没有与其同一机房、同一链路类型（InfiniBand 或以太网）的交换机。</numerusform>
        </translation>
    </message>
    <message>
        <source>No NIC was connected.</source>
        <translation>未连接任何网卡。</translation>
    </message>
    <message>
        <source>Every NIC of the selected servers already holds a cable.</source>
        <translation>所选服务器的每个网卡都已接有线缆。</translation>
    </message>
    <message numerus="yes">
        <source>Connected %n NIC port(s) rail by rail.</source>
        <translation>
            <numerusform>已按轨道连接 %n 个网卡端口。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected %n NIC port(s) round-robin over the selected switches.</source>
        <translation>
            <numerusform>已将 %n 个网卡端口轮流连接到所选交换机。</numerusform>
        </translation>
    </message>
    <message>
        <source>Connect NICs</source>
        <translation>连接网卡</translation>
    </message>
</context>
<context>
    <name>cq::ContainerInspector</name>
    <message>
        <source> U</source>
        <translation> U</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Rack units used</source>
        <translation>已用机柜单元</translation>
    </message>
    <message>
        <source>Change Rack Height</source>
        <translation>更改机柜高度</translation>
    </message>
    <message>
        <source>%1 of %2 U (%3 U free)</source>
        <translation>%1 / %2 U（空闲 %3 U）</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>所在地</translation>
    </message>
    <message>
        <source>Power budget</source>
        <translation>功率预算</translation>
    </message>
    <message>
        <source>Full-load power</source>
        <translation>满载功率</translation>
    </message>
    <message>
        <source>Change Site</source>
        <translation>更改所在地</translation>
    </message>
    <message>
        <source>Change Power Budget</source>
        <translation>更改功率预算</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Room %1</source>
        <translation>机房 %1</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 kW (%2 % of the budget)</source>
        <translation>%1 kW（占预算的 %2%）</translation>
    </message>
</context>
<context>
    <name>cq::CostTimeChart</name>
    <message>
        <source>Cost of one training run against time to train</source>
        <translation>单次训练费用与训练时长</translation>
    </message>
    <message>
        <source>Run cost against time to train, by servers</source>
        <translation>按服务器数量：训练费用与训练时长</translation>
    </message>
    <message>
        <source>time to train, days</source>
        <translation>训练时长，天</translation>
    </message>
    <message>
        <source>cost of one run, CNY</source>
        <translation>单次训练费用，CNY</translation>
    </message>
</context>
<context>
    <name>cq::CsvExport</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
</context>
<context>
    <name>cq::CsvTable</name>
    <message>
        <source>line %1: text after a closing quote</source>
        <translation>第 %1 行：右引号后还有文字</translation>
    </message>
    <message>
        <source>line %1: a quoted field is never closed</source>
        <translation>第 %1 行：带引号的字段没有闭合</translation>
    </message>
</context>
<context>
    <name>cq::DatabaseCatalogStore</name>
    <message>
        <source>%1 is no longer in the price book.</source>
        <translation>%1 已不在价格表中。</translation>
    </message>
    <message>
        <source>Imported %1; the previous price book was backed up to %2.</source>
        <translation>已导入 %1；之前的价格表已备份到 %2。</translation>
    </message>
    <message>
        <source>Kept as retired, because a design or an issued quote uses them: %1.</source>
        <translation>因被设计或已签发报价使用而保留为停用：%1。</translation>
    </message>
</context>
<context>
    <name>cq::DatabaseConnection</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>无法打开 %1：%2。</translation>
    </message>
    <message>
        <source>the Qt SQLite driver (QSQLITE, package libqt6sql6-sqlite) is not installed</source>
        <translation>未安装 Qt SQLite 驱动（QSQLITE，软件包 libqt6sql6-sqlite）</translation>
    </message>
    <message>
        <source>the Qt SQL driver %1 is not installed</source>
        <translation>未安装 Qt SQL 驱动 %1</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>没有打开的数据库。</translation>
    </message>
    <message>
        <source>no database is open</source>
        <translation>没有打开的数据库</translation>
    </message>
    <message>
        <source>Cannot enable foreign keys on %1: %2.</source>
        <translation>无法在 %1 上启用外键：%2。</translation>
    </message>
    <message>
        <source>Cannot enable foreign keys on %1: they stay off. %2</source>
        <translation>无法在 %1 上启用外键：外键保持关闭。%2</translation>
    </message>
    <message>
        <source>Cannot switch %1 to WAL journal mode: %2.</source>
        <translation>无法将 %1 切换到 WAL 日志模式：%2。</translation>
    </message>
    <message>
        <source>the Qt PostgreSQL driver (QPSQL, package libqt6sql6-psql) is not installed</source>
        <translation>未安装 Qt PostgreSQL 驱动（QPSQL，软件包 libqt6sql6-psql）</translation>
    </message>
    <message>
        <source>%1 refused the login of user %2 (is the password in ~/.pgpass or the service file?)</source>
        <translation>%1 拒绝了用户 %2 的登录（密码是否在 ~/.pgpass 或服务文件中？）</translation>
    </message>
    <message>
        <source>%1 has no database %2 (create it, then run &quot;clusterquote pricebook init&quot;)</source>
        <translation>%1 上没有数据库 %2（请先创建，再运行“clusterquote pricebook init”）</translation>
    </message>
    <message>
        <source>%1 has no user %2</source>
        <translation>%1 上没有用户 %2</translation>
    </message>
    <message>
        <source>%1 does not answer (is it running, and is the address right?)</source>
        <translation>%1 没有响应（服务器是否在运行，地址是否正确？）</translation>
    </message>
    <message>
        <source>%1 refused the connection: %2</source>
        <translation>%1 拒绝了连接：%2</translation>
    </message>
    <message>
        <source>%1 does not answer: the socket folder %2 does not exist</source>
        <translation>%1 没有响应：套接字目录 %2 不存在</translation>
    </message>
</context>
<context>
    <name>cq::DatabaseLocation</name>
    <message>
        <source>The price-book address %1 cannot be used: %2.</source>
        <translation>无法使用价格簿地址 %1：%2。</translation>
    </message>
    <message>
        <source>it is not a valid postgresql:// URI (%1)</source>
        <translation>这不是有效的 postgresql:// URI（%1）</translation>
    </message>
    <message>
        <source>it holds a password; put the password in ~/.pgpass (or PGPASSFILE, or a service file) and leave it out of the address</source>
        <translation>其中含有密码；请把密码放在 ~/.pgpass（或 PGPASSFILE、服务文件）中，不要写在地址里</translation>
    </message>
    <message>
        <source>it names no database (postgresql://USER@HOST:PORT/DATABASE)</source>
        <translation>其中没有数据库名（postgresql://USER@HOST:PORT/DATABASE）</translation>
    </message>
    <message>
        <source>the port &quot;%1&quot; is not a number 1..65535</source>
        <translation>端口“%1”不是 1..65535 之间的数字</translation>
    </message>
    <message>
        <source>the option &quot;%1&quot; is not one ClusterQuote passes to the server (it takes host, port, user, %2)</source>
        <translation>选项“%1”不是 ClusterQuote 会传给服务器的选项（可用 host、port、user、%2）</translation>
    </message>
    <message>
        <source>the value of %1 is empty or holds a space, a quote or a &apos;;&apos;</source>
        <translation>%1 的值为空，或含有空格、引号或“;”</translation>
    </message>
    <message>
        <source>the host or socket folder &quot;%1&quot; holds a space or a quote</source>
        <translation>主机或套接字目录“%1”含有空格或引号</translation>
    </message>
    <message>
        <source>the PostgreSQL server at %1 (port %2)</source>
        <translation>位于 %1（端口 %2）的 PostgreSQL 服务器</translation>
    </message>
    <message>
        <source>the sslmode &quot;%1&quot; is not one of %2</source>
        <translation>sslmode “%1”不是 %2 之一</translation>
    </message>
    <message>
        <source>write a socket folder as ?host=/path/to/folder, not percent-encoded in the host</source>
        <translation>套接字目录请写成 ?host=/path/to/folder，不要以百分号编码写在主机名中</translation>
    </message>
</context>
<context>
    <name>cq::DesignFiguresBuilder</name>
    <message>
        <source>the design has no GPU server</source>
        <translation>设计中没有 GPU 服务器</translation>
    </message>
</context>
<context>
    <name>cq::DesignFormat</name>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1：不是普通文件</translation>
    </message>
    <message>
        <source>%1 devices and %2 cables need about %3 of memory, more than the %4 memory budget of a design</source>
        <translation>%1 台设备和 %2 根线缆约需 %3 内存，超过设计的内存预算 %4</translation>
    </message>
    <message>
        <source>%1: file is larger than %2, more than a design can take within the %3 memory budget</source>
        <translation>%1：文件大于 %2，超出设计在 %3 内存预算内所能容纳的大小</translation>
    </message>
</context>
<context>
    <name>cq::DesignPrinter</name>
    <message>
        <source>%1 · cluster design</source>
        <translation>%1 · 集群设计</translation>
    </message>
    <message>
        <source>Untitled design</source>
        <translation>未命名设计</translation>
    </message>
    <message>
        <source>ClusterQuote · printed %1</source>
        <translation>ClusterQuote · 打印于 %1</translation>
    </message>
    <message>
        <source>Servers: %1 · Switches: %2 · Cables: %3</source>
        <translation>服务器：%1 · 交换机：%2 · 线缆：%3</translation>
    </message>
    <message>
        <source>Part: row %1 of %2, column %3 of %4</source>
        <translation>分块：第 %1/%2 行，第 %3/%4 列</translation>
    </message>
    <message>
        <source>Cannot print the design: %1</source>
        <translation>无法打印设计：%1</translation>
    </message>
</context>
<context>
    <name>cq::DesignScene</name>
    <message>
        <source>Nudge</source>
        <translation>微移</translation>
    </message>
    <message>
        <source>%1 has no free port.</source>
        <translation>%1 没有空闲端口。</translation>
    </message>
    <message>
        <source>The dropped item &quot;%1&quot; is not a catalog entry.</source>
        <translation>拖入的“%1”不是目录中的条目。</translation>
    </message>
</context>
<context>
    <name>cq::DesignView</name>
    <message>
        <source>Cluster design canvas</source>
        <translation>集群设计画布</translation>
    </message>
</context>
<context>
    <name>cq::DeviceItem</name>
    <message>
        <source>Drag from a port to a port of another device to connect a cable.</source>
        <translation>从一个端口拖到另一台设备的端口即可连接线缆。</translation>
    </message>
    <message>
        <source>Server %1
%2
SKU %3 · %4 W</source>
        <translation>服务器 %1
%2
SKU %3 · %4 W</translation>
    </message>
    <message>
        <source>Switch %1
%2
SKU %3 · %4 W</source>
        <translation>交换机 %1
%2
SKU %3 · %4 W</translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation>%1 端口 %2</translation>
    </message>
</context>
<context>
    <name>cq::DiagnosticsPanel</name>
    <message>
        <source>Design diagnostics</source>
        <translation>设计检查</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>%1 error</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <source>%1 errors</source>
        <translation>%1 个错误</translation>
    </message>
    <message>
        <source>%1 warning</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <source>%1 note</source>
        <translation>%1 条提示</translation>
    </message>
    <message>
        <source>%1 notes</source>
        <translation>%1 条提示</translation>
    </message>
    <message>
        <source>No problems found</source>
        <translation>未发现问题</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>cq::DocumentLock</name>
    <message>
        <source>another window of this ClusterQuote</source>
        <translation>本 ClusterQuote 的另一个窗口</translation>
    </message>
    <message>
        <source>ClusterQuote process %1 on %2</source>
        <translation>%2 上的 ClusterQuote 进程 %1</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>an unknown owner (cannot write the lock %1)</source>
        <translation>未知的占用者（无法写入锁文件 %1）</translation>
    </message>
</context>
<context>
    <name>cq::EditActions</name>
    <message>
        <source>Connect &amp;NICs</source>
        <translation>连接网卡(&amp;N)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>Cut to the clipboard</source>
        <translation>已剪切到剪贴板</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copied to the clipboard</source>
        <translation>已复制到剪贴板</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Pasted</source>
        <translation>已粘贴</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>复制副本(&amp;U)</translation>
    </message>
    <message>
        <source>Duplicated</source>
        <translation>已创建副本</translation>
    </message>
    <message>
        <source>New &amp;Cluster…</source>
        <translation>新建集群(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Auto-Layout by Tier</source>
        <translation>按层级自动布局(&amp;A)</translation>
    </message>
    <message>
        <source>Zoom to &amp;Fit</source>
        <translation>缩放至适合窗口(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>Export Canvas as &amp;SVG…</source>
        <translation>将画布导出为 SVG(&amp;S)…</translation>
    </message>
    <message>
        <source>Export Canvas as &amp;PNG…</source>
        <translation>将画布导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Laid out by tier</source>
        <translation>已按层级布局</translation>
    </message>
    <message>
        <source>Cannot Generate Cluster</source>
        <translation>无法生成集群</translation>
    </message>
    <message>
        <source>Export Canvas as SVG</source>
        <translation>将画布导出为 SVG</translation>
    </message>
    <message>
        <source>Export Canvas as PNG</source>
        <translation>将画布导出为 PNG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export Canvas</source>
        <translation>无法导出画布</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Generated %1, %2 and %3</source>
        <translation>已生成 %1、%2和%3</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n 台服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n switch(es)</source>
        <translation>
            <numerusform>%n 台交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s)</source>
        <translation>
            <numerusform>%n 条线缆</numerusform>
        </translation>
    </message>
    <message>
        <source>Set Cable &amp;Lengths from Layout</source>
        <translation>按布局设置线缆长度(&amp;L)</translation>
    </message>
</context>
<context>
    <name>cq::EthtoolReader</name>
    <message>
        <source>binary data, not ethtool output</source>
        <translation>二进制数据，不是 ethtool 输出</translation>
    </message>
    <message>
        <source>cannot read %1 &quot;%2&quot;</source>
        <translation>无法读取 %1“%2”</translation>
    </message>
    <message>
        <source>not ethtool output: &quot;%1&quot;</source>
        <translation>不是 ethtool 的输出：“%1”</translation>
    </message>
    <message>
        <source>no interface found (no &quot;Settings for IFACE:&quot; line)</source>
        <translation>未找到网口（没有 &quot;Settings for IFACE:&quot; 行）</translation>
    </message>
</context>
<context>
    <name>cq::FabricDesign</name>
    <message>
        <source>link from port %1 of switch &quot;%2&quot; to its own port %3: left out of the design (a switch port is cabled to a server or to another switch)</source>
        <translation>交换机“%2”的端口 %1 连到了它自己的端口 %3：未写入设计（交换机端口应连接服务器或另一台交换机）</translation>
    </message>
    <message>
        <source>link from &quot;%1&quot; port %2 to &quot;%3&quot; port %4 joins host &quot;%5&quot; to itself: left out of the design (a server&apos;s NICs are cabled to a switch)</source>
        <translation>“%1”端口 %2 到“%3”端口 %4 的链路把主机“%5”连到了它自己：未写入设计（服务器网卡应连接交换机）</translation>
    </message>
    <message>
        <source>link from &quot;%1&quot; port %2 to &quot;%3&quot; port %4 joins two hosts without a switch: left out of the design (servers connect through a switch)</source>
        <translation>“%1”端口 %2 到“%3”端口 %4 的链路不经交换机直连两台主机：未写入设计（服务器须经交换机互连）</translation>
    </message>
    <message>
        <source>port %1 of &quot;%2&quot; is already linked on line %3: this second link is left out of the design (a port takes one cable)</source>
        <translation>“%2”的端口 %1 已在第 %3 行连接：这第二条链路未写入设计（一个端口只接一根线缆）</translation>
    </message>
    <message>
        <source>host &quot;%1&quot; has no link to a switch left: it is left out of the design</source>
        <translation>主机“%1”已没有连到交换机的链路：未写入设计</translation>
    </message>
    <message>
        <source>%1 on a switch fabric not linked to the largest one: training cluster &quot;%2&quot; in the design</source>
        <translation>%1 所在的交换网络与最大的交换网络不相连：在设计中作为训练集群“%2”</translation>
    </message>
</context>
<context>
    <name>cq::FabricGenerator</name>
    <message>
        <source>Hall %1</source>
        <translation>%1号机房</translation>
    </message>
    <message>
        <source>%1 GPUs per server do not fit: the server has %2 GPU slots.</source>
        <translation>每台服务器 %1 块 GPU 装不下：该服务器只有 %2 个 GPU 槽位。</translation>
    </message>
    <message>
        <source>%1 rooms for %2 servers: give between 1 and %2 rooms.</source>
        <translation>%2 台服务器分 %1 个机房：机房数须在 1 到 %2 之间。</translation>
    </message>
    <message>
        <source>The switch is %1 but the NICs are %2.</source>
        <translation>交换机是 %1，而网卡是 %2。</translation>
    </message>
    <message>
        <source>The switch ports run at %1 Gb/s but the NICs at %2 Gb/s.</source>
        <translation>交换机端口速率为 %1 Gb/s，而网卡为 %2 Gb/s。</translation>
    </message>
    <message>
        <source>The switch has %1 ports, the spec asks for %2.</source>
        <translation>交换机有 %1 个端口，而规格要求 %2 个。</translation>
    </message>
    <message>
        <source>One server draws %1 kW, more than the %2 kW rack budget.</source>
        <translation>单台服务器功耗 %1 kW，超过机柜功率预算 %2 kW。</translation>
    </message>
</context>
<context>
    <name>cq::FabricPlan</name>
    <message>
        <source>A cluster needs at least one server.</source>
        <translation>集群至少需要一台服务器。</translation>
    </message>
    <message numerus="yes">
        <source>%n leaf switch(es)</source>
        <translation>
            <numerusform>%n 台叶交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> + %n spine(s)</source>
        <translation>
            <numerusform> + %n 台脊交换机</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> + %n core(s)</source>
        <translation>
            <numerusform> + %n 台核心交换机</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 server-leaf</source>
        <translation>%1 条服务器-叶</translation>
    </message>
    <message>
        <source> + %1 leaf-spine</source>
        <translation> + %1 条叶-脊</translation>
    </message>
    <message>
        <source> + %1 spine-core</source>
        <translation> + %1 条脊-核心</translation>
    </message>
    <message>
        <source>one switch, non-blocking</source>
        <translation>单台交换机，无阻塞</translation>
    </message>
    <message>
        <source>leaves %1:%2 (non-blocking)</source>
        <translation>叶交换机 %1:%2（无阻塞）</translation>
    </message>
    <message>
        <source>leaves %1:%2 (%3:1 oversubscribed)</source>
        <translation>叶交换机 %1:%2（收敛比 %3:1）</translation>
    </message>
    <message numerus="yes">
        <source>%1 servers x %2 NICs: %n tier(s), %3 = %4 switches of %5 ports; cables %6; %7</source>
        <translation>
            <numerusform>%1 台服务器 x %2 块网卡：%n 层，%3 = %4 台 %5 口交换机；线缆 %6；%7</numerusform>
        </translation>
    </message>
    <message>
        <source>Each server needs at least one NIC to join the fabric.</source>
        <translation>每台服务器至少需要一块网卡才能接入网络。</translation>
    </message>
    <message>
        <source>A switch needs at least 2 ports (radix %1 given).</source>
        <translation>交换机至少需要 2 个端口（给定端口数为 %1）。</translation>
    </message>
    <message numerus="yes">
        <source>%n rail plane(s), each %1</source>
        <translation>
            <numerusform>%n 个轨道平面，每个平面：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 NICs per server do not split evenly into %2 rail planes: give a plane count that divides %1.</source>
        <translation>每台服务器的 %1 个网卡无法平均分到 %2 个轨道平面：请给出能整除 %1 的平面数。</translation>
    </message>
    <message>
        <source>%1 servers x %2 NICs need %3 tiers of %4-port switches, more than three switch tiers (three hold at most %5 NIC ports non-blocking)</source>
        <translation>%1 台服务器 x %2 个网卡需要 %3 层 %4 口交换机，超过三层交换（三层无阻塞时最多 %5 个网卡端口）</translation>
    </message>
    <message>
        <source>%1: use rail planes, switches with more ports or fewer servers per room.</source>
        <translation>%1：请使用轨道平面、端口更多的交换机，或减少每个机房的服务器数量。</translation>
    </message>
    <message>
        <source>%1; %2 fits it in three.</source>
        <translation>%1；使用 %2 可在三层内容纳。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
</context>
<context>
    <name>cq::FileActions</name>
    <message>
        <source>ClusterQuote designs (*.cqd);;All files (*)</source>
        <translation>ClusterQuote 设计文件 (*.cqd);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export Quote PDF…</source>
        <translation>导出报价单 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Open Design</source>
        <translation>打开设计</translation>
    </message>
    <message>
        <source>Cannot Open Design</source>
        <translation>无法打开设计</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Save Design As</source>
        <translation>设计另存为</translation>
    </message>
    <message>
        <source>Cannot Save Design</source>
        <translation>无法保存设计</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The design has unsaved changes. Save them first?</source>
        <translation>设计有未保存的更改。是否先保存？</translation>
    </message>
    <message>
        <source>Export Quote PDF</source>
        <translation>导出报价单 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Export PDF</source>
        <translation>无法导出 PDF</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Opened %1 read-only</source>
        <translation>已以只读方式打开 %1</translation>
    </message>
    <message>
        <source>Design Already Open</source>
        <translation>设计已被打开</translation>
    </message>
    <message>
        <source>%1 is already open in %2.

It was opened read-only: Save is refused so that neither copy overwrites the other. Use Save As to keep your changes under another name.</source>
        <translation>%1 已在%2中打开。

现以只读方式打开：为避免两份副本互相覆盖，不能保存。请用“另存为”以其他名称保存您的修改。</translation>
    </message>
    <message>
        <source>%1 is open read-only because it is also open in %2. Use Save As to save your changes under another name.</source>
        <translation>%1 以只读方式打开，因为它也在%2中打开。请用“另存为”以其他名称保存您的修改。</translation>
    </message>
    <message>
        <source>%1 is open in %2. Close it there or choose another name.</source>
        <translation>%1 已在%2中打开。请先在那里关闭，或选择其他名称。</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
</context>
<context>
    <name>cq::GenericSwitch</name>
    <message>
        <source>generic %1-port %2 Gb/s %3 switch</source>
        <translation>通用 %1 端口 %2 Gb/s %3 交换机</translation>
    </message>
    <message>
        <source>Not in the catalog; power estimated per port from the catalog&apos;s switches</source>
        <translation>目录中没有此型号；功耗按目录中交换机的每端口功耗估算</translation>
    </message>
</context>
<context>
    <name>cq::GpuForm</name>
    <message>
        <source>New GPU Model</source>
        <translation>新建 GPU 型号</translation>
    </message>
    <message>
        <source>GPU Model %1</source>
        <translation>GPU 型号 %1</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> TFLOPS</source>
        <translation> TFLOPS</translation>
    </message>
    <message>
        <source>Dense BF16 from the datasheet, without sparsity</source>
        <translation>数据手册中的稠密 BF16 算力（不含稀疏）</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>Per GPU, one direction, the bandwidth NCCL can use inside the server</source>
        <translation>每个 GPU、单向、NCCL 在服务器内可用的带宽</translation>
    </message>
    <message>
        <source>ID:</source>
        <translation>ID：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Architecture:</source>
        <translation>架构：</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>显存：</translation>
    </message>
    <message>
        <source>BF16 dense:</source>
        <translation>BF16 稠密算力：</translation>
    </message>
    <message>
        <source>TDP:</source>
        <translation>TDP：</translation>
    </message>
    <message>
        <source>Intra-node fabric:</source>
        <translation>节点内互联：</translation>
    </message>
    <message>
        <source>Intra-node bandwidth:</source>
        <translation>节点内带宽：</translation>
    </message>
    <message>
        <source>Vendor:</source>
        <translation>厂商：</translation>
    </message>
    <message>
        <source>Software stack:</source>
        <translation>软件栈：</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
</context>
<context>
    <name>cq::GpuTableModel</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存 (GB)</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP (W)</translation>
    </message>
    <message>
        <source>Intra-node fabric</source>
        <translation>节点内互联</translation>
    </message>
    <message>
        <source>Intra-node GB/s</source>
        <translation>节点内 GB/s</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>cq::GpuUtilReader</name>
    <message>
        <source>the log names no GPU: its rows are the GPUs of one server in turn, GPU0 first in each interval</source>
        <translation>日志未标明 GPU：各行依次为一台服务器的各个 GPU，每个采样周期从 GPU0 开始</translation>
    </message>
    <message>
        <source>binary data, not an nvidia-smi utilisation log</source>
        <translation>二进制数据，不是 nvidia-smi 利用率日志</translation>
    </message>
    <message>
        <source>not an nvidia-smi dmon row of %1 columns: &quot;%2&quot;</source>
        <translation>不是 %1 列的 nvidia-smi dmon 数据行：“%2”</translation>
    </message>
    <message>
        <source>GPU %1 reports no sm utilisation (&quot;-&quot;)</source>
        <translation>GPU %1 未报告 sm 利用率（&quot;-&quot;）</translation>
    </message>
    <message>
        <source>cannot read sm utilisation &quot;%1&quot;</source>
        <translation>无法读取 sm 利用率“%1”</translation>
    </message>
    <message>
        <source>not a row of the %1 CSV columns: &quot;%2&quot;</source>
        <translation>不是 %1 列 CSV 的数据行：“%2”</translation>
    </message>
    <message>
        <source>cannot read utilization.gpu &quot;%1&quot;</source>
        <translation>无法读取 utilization.gpu“%1”</translation>
    </message>
    <message>
        <source>not nvidia-smi dmon or --query-gpu output: &quot;%1&quot;</source>
        <translation>不是 nvidia-smi dmon 或 --query-gpu 的输出：“%1”</translation>
    </message>
    <message>
        <source>no utilisation sample (no &quot;# gpu ... sm&quot; or &quot;utilization.gpu [%]&quot; header)</source>
        <translation>没有利用率采样（没有 &quot;# gpu ... sm&quot; 或 &quot;utilization.gpu [%]&quot; 表头）</translation>
    </message>
</context>
<context>
    <name>cq::HiddenFee</name>
    <message>
        <source>InfiniBand port fees</source>
        <translation>IB 端口费</translation>
    </message>
    <message>
        <source>Bandwidth above the commit (95th percentile billing)</source>
        <translation>超出承诺带宽部分（95 计费）</translation>
    </message>
    <message>
        <source>Extra public IP addresses</source>
        <translation>额外公网 IP</translation>
    </message>
    <message>
        <source>DDoS protection beyond the free tier</source>
        <translation>超出免费额度的 DDoS 防护</translation>
    </message>
    <message>
        <source>Commercial image licences</source>
        <translation>商业镜像授权</translation>
    </message>
    <message>
        <source>Cross-region traffic</source>
        <translation>跨地域流量</translation>
    </message>
    <message>
        <source>VAT special invoice tax point</source>
        <translation>增值税专票税点</translation>
    </message>
</context>
<context>
    <name>cq::IbNetDiscoverReader</name>
    <message>
        <source>binary data, not ibnetdiscover output</source>
        <translation>二进制数据，不是 ibnetdiscover 输出</translation>
    </message>
    <message>
        <source>not an ibnetdiscover line: &quot;%1&quot;</source>
        <translation>不是 ibnetdiscover 的输出行：“%1”</translation>
    </message>
    <message>
        <source>no InfiniBand node found</source>
        <translation>未找到 InfiniBand 节点</translation>
    </message>
</context>
<context>
    <name>cq::IbStatReader</name>
    <message>
        <source>binary data, not ibstat output</source>
        <translation>二进制数据，不是 ibstat 输出</translation>
    </message>
    <message>
        <source>cannot read %1 &quot;%2&quot;</source>
        <translation>无法读取 %1“%2”</translation>
    </message>
    <message>
        <source>not ibstat or ibstatus output: &quot;%1&quot;</source>
        <translation>不是 ibstat 或 ibstatus 的输出：“%1”</translation>
    </message>
    <message>
        <source>no adapter found (no &quot;CA &apos;...&apos;&quot; or &quot;Infiniband device &apos;...&apos;&quot; line)</source>
        <translation>未找到网卡（没有 &quot;CA &apos;...&apos;&quot; 或 &quot;Infiniband device &apos;...&apos;&quot; 行）</translation>
    </message>
</context>
<context>
    <name>cq::InspectorPage</name>
    <message>
        <source>(no room)</source>
        <translation>（无机房）</translation>
    </message>
    <message>
        <source>Move to Room</source>
        <translation>移至机房</translation>
    </message>
</context>
<context>
    <name>cq::IntraFabric</name>
    <message>
        <source>HCCS (Ascend)</source>
        <translation>HCCS（昇腾）</translation>
    </message>
    <message>
        <source>NVLink/NVSwitch (SXM)</source>
        <translation>NVLink/NVSwitch（SXM）</translation>
    </message>
    <message>
        <source>PCIe Gen4</source>
        <translation>PCIe Gen4</translation>
    </message>
    <message>
        <source>PCIe Gen5</source>
        <translation>PCIe Gen5</translation>
    </message>
</context>
<context>
    <name>cq::JsonReader</name>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>顶层应为 JSON 对象</translation>
    </message>
    <message>
        <source>not a ClusterQuote design (expected &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>不是 ClusterQuote 设计文件（应为 &quot;format&quot;: &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>written by a newer ClusterQuote (file version %1, this version reads up to %2); please update ClusterQuote</source>
        <translation>由更新版本的 ClusterQuote 写入（文件版本 %1，本版本最高只能读取 %2）；请升级 ClusterQuote</translation>
    </message>
    <message>
        <source>no room has the id %1</source>
        <translation>没有 id 为 %1 的机房</translation>
    </message>
    <message>
        <source>unknown intra-node fabric &quot;%1&quot; (expected nvswitch, pcie-gen4 or pcie-gen5)</source>
        <translation>未知的节点内互联“%1”（应为 nvswitch、pcie-gen4 或 pcie-gen5）</translation>
    </message>
    <message>
        <source>expected a number greater than 0</source>
        <translation>应为大于 0 的数</translation>
    </message>
    <message>
        <source>unknown link kind &quot;%1&quot; (expected ib, roce or ethernet)</source>
        <translation>未知的链路类型“%1”（应为 ib、roce 或 ethernet）</translation>
    </message>
    <message>
        <source>no server or switch has the id %1</source>
        <translation>没有 id 为 %1 的服务器或交换机</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (expected YYYY-MM-DD)</source>
        <translation>“%1”不是日期（应为 YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>应为数组</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 超出范围（%2 到 %3）</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>应为整数</translation>
    </message>
    <message>
        <source>duplicate id %1</source>
        <translation>重复的 id %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an id (expected a UUID)</source>
        <translation>“%1”不是 id（应为 UUID）</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>no rack has the id %1</source>
        <translation>没有 id 为 %1 的机柜</translation>
    </message>
    <message>
        <source>unknown cable kind &quot;%1&quot; (expected dac, aoc or fiber)</source>
        <translation>未知的线缆类型“%1”（应为 dac、aoc 或 fiber）</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>应为 true 或 false</translation>
    </message>
    <message>
        <source>unknown term &quot;%1&quot; (expected hourly, monthly or annual)</source>
        <translation>未知的付款周期“%1”（应为 hourly、monthly 或 annual）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a quote language (en or zh_CN)</source>
        <translation>“%1”不是支持的报价语言（en 或 zh_CN）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; a design is UTF-8 (save it again as UTF-8)</source>
        <translation>文件是 UTF-16 文本；设计文件须为 UTF-8（请另存为 UTF-8）</translation>
    </message>
    <message>
        <source>not valid UTF-8 (byte 0x%1 at offset %2)</source>
        <translation>不是有效的 UTF-8（偏移 %2 处的字节 0x%1）</translation>
    </message>
    <message>
        <source>control character 0x%1 at offset %2 (JSON allows it only escaped)</source>
        <translation>偏移 %2 处有控制字符 0x%1（JSON 只允许其以转义形式出现）</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level (a design file starts with &quot;{&quot;)</source>
        <translation>顶层应为 JSON 对象（设计文件以 &quot;{&quot; 开头）</translation>
    </message>
    <message>
        <source>unknown NIC transport &quot;%1&quot; (expected verbs, efa, efa-v2 or efa-v3)</source>
        <translation>未知的网卡传输方式 &quot;%1&quot;（应为 verbs、efa、efa-v2 或 efa-v3）</translation>
    </message>
    <message>
        <source>; the file ends there, so it may be cut short (an interrupted copy, download or save)</source>
        <translation>；文件到此结束，可能不完整（复制、下载或保存被中断）</translation>
    </message>
</context>
<context>
    <name>cq::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>跟随系统语言(&amp;S)</translation>
    </message>
    <message>
        <source>Language Changed</source>
        <translation>语言已更改</translation>
    </message>
    <message>
        <source>The new language is used the next time ClusterQuote starts. Restart now?</source>
        <translation>新语言将在下次启动 ClusterQuote 时生效。是否立即重启？</translation>
    </message>
</context>
<context>
    <name>cq::LayoutCableLengths</name>
    <message>
        <source>The design has no cables to measure.</source>
        <translation>设计中没有可测量的线缆。</translation>
    </message>
    <message numerus="yes">
        <source>Set %n cable length(s) from the layout.</source>
        <translation>
            <numerusform>已按布局设置 %n 条线缆的长度。</numerusform>
        </translation>
    </message>
    <message>
        <source>No cable length changed.</source>
        <translation>没有线缆的长度发生变化。</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) already had the layout&apos;s length and kind.</source>
        <translation>
            <numerusform>%n 条线缆的长度和类型已与布局一致。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) kept the typed length: they join two machine rooms, whose distance the layout does not show.</source>
        <translation>
            <numerusform>%n 条线缆保留原填写的长度：它们跨越两个机房，布局图上看不出机房之间的距离。</numerusform>
        </translation>
    </message>
    <message>
        <source>Set Cable Lengths from Layout</source>
        <translation>按布局设置线缆长度</translation>
    </message>
</context>
<context>
    <name>cq::LinkKind</name>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation>RoCE</translation>
    </message>
    <message>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <source>InfiniBand / RoCE verbs</source>
        <translation>InfiniBand / RoCE verbs</translation>
    </message>
    <message>
        <source>AWS EFA</source>
        <translation>AWS EFA</translation>
    </message>
    <message>
        <source>AWS EFA v2</source>
        <translation>AWS EFA v2</translation>
    </message>
    <message>
        <source>AWS EFA v3</source>
        <translation>AWS EFA v3</translation>
    </message>
    <message>
        <source>%1, %2 transport</source>
        <translation>%1，%2 传输</translation>
    </message>
</context>
<context>
    <name>cq::MainWindow</name>
    <message>
        <source>Design canvas</source>
        <translation>设计画布</translation>
    </message>
    <message>
        <source>Price Book Problem</source>
        <translation>价目表问题</translation>
    </message>
    <message>
        <source>%1

ClusterQuote is using the default prices for this session.</source>
        <translation>%1

本次会话中 ClusterQuote 使用默认价格。</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>组件面板</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation>对齐网格(&amp;S)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About ClusterQuote</source>
        <translation>关于 ClusterQuote(&amp;A)</translation>
    </message>
    <message>
        <source>About ClusterQuote</source>
        <translation>关于 ClusterQuote</translation>
    </message>
    <message>
        <source>&lt;b&gt;ClusterQuote %1&lt;/b&gt;&lt;p&gt;Design, validate, analyze and quote GPU training clusters.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;b&gt;ClusterQuote %1&lt;/b&gt;&lt;p&gt;GPU 训练集群的设计、校验、分析与报价。&lt;/p&gt;&lt;p&gt;依据 GNU GPL 第 3 版或更高版本授权。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — ClusterQuote</source>
        <translation>%1[*] — ClusterQuote</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>&amp;Arrange</source>
        <translation>排列(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Quote</source>
        <translation>报价(&amp;Q)</translation>
    </message>
    <message>
        <source>Price Book Restored</source>
        <translation>价目表已恢复</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>使用手册(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
</context>
<context>
    <name>cq::ManualDialog</name>
    <message>
        <source>ClusterQuote Manual</source>
        <translation>ClusterQuote 使用手册</translation>
    </message>
</context>
<context>
    <name>cq::MemoryEstimate</name>
    <message>
        <source>%1 / (TP %2 x PP %3)</source>
        <translation>%1 / (TP %2 x PP %3)</translation>
    </message>
    <message>
        <source> / DP %1 (ZeRO-%2)</source>
        <translation> / DP %1（ZeRO-%2）</translation>
    </message>
    <message>
        <source>s b h (34 + 5 a s / h) = %1 x %2 x %3 x (34 + 5 x %4 x %1 / %3)</source>
        <translation>s b h (34 + 5 a s / h) = %1 x %2 x %3 x (34 + 5 x %4 x %1 / %3)</translation>
    </message>
    <message>
        <source>34 s b h = 34 x %1 x %2 x %3 (selective recomputation)</source>
        <translation>34 s b h = 34 x %1 x %2 x %3（选择性重计算）</translation>
    </message>
    <message>
        <source>2 s b h = 2 x %1 x %2 x %3 (full recomputation)</source>
        <translation>2 s b h = 2 x %1 x %2 x %3（完全重计算）</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer + activations = %1</source>
        <translation>权重 + 梯度 + 优化器状态 + 激活 = %1</translation>
    </message>
    <message>
        <source>90 % of %1 GB (10 % for the CUDA context, NCCL buffers and fragmentation)</source>
        <translation>%1 GB 的 90 %（10 % 留给 CUDA 上下文、NCCL 缓冲区和碎片）</translation>
    </message>
    <message>
        <source>weights: 2 B (BF16) x %1%2 = %3</source>
        <translation>权重：2 B (BF16) x %1%2 = %3</translation>
    </message>
    <message>
        <source>gradients: 2 B (BF16) x %1%2 = %3</source>
        <translation>梯度：2 B (BF16) x %1%2 = %3</translation>
    </message>
    <message>
        <source>optimizer states: 12 B (FP32 weights, momentum, variance) x %1%2 = %3</source>
        <translation>优化器状态：12 B（FP32 权重、动量、方差）x %1%2 = %3</translation>
    </message>
    <message>
        <source>activations: %1 layers x %2 / TP %3 = %4 (Korthikanti et al. 2022)</source>
        <translation>激活：%1 层 x %2 / TP %3 = %4（Korthikanti et al. 2022）</translation>
    </message>
    <message>
        <source> (FP8 training keeps BF16 weights and gradients and FP32 optimizer states: NVIDIA Transformer Engine)</source>
        <translation>（FP8 训练仍保留 BF16 权重和梯度以及 FP32 优化器状态：NVIDIA Transformer Engine）</translation>
    </message>
    <message>
        <source>; FP8 training: activations counted in BF16, as assumed</source>
        <translation>；FP8 训练：激活按 BF16 计算（假设）</translation>
    </message>
</context>
<context>
    <name>cq::MoveObjectsCommand</name>
    <message numerus="yes">
        <source>Move %n object(s)</source>
        <translation>
            <numerusform>移动 %n 个对象</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::NcclReader</name>
    <message>
        <source>a size row has %1 cells, the column header %2</source>
        <translation>某个消息大小行有 %1 个单元格，而列标题有 %2 个</translation>
    </message>
    <message>
        <source>a size row with a cell that is not a number</source>
        <translation>某个消息大小行中有非数字的单元格</translation>
    </message>
    <message>
        <source>a size row with an impossible size or bandwidth</source>
        <translation>某个消息大小行中的大小或带宽不合理</translation>
    </message>
    <message>
        <source>binary data, not nccl-tests output</source>
        <translation>二进制数据，不是 nccl-tests 输出</translation>
    </message>
    <message>
        <source>cannot read the average bus bandwidth &quot;%1&quot;</source>
        <translation>无法读取平均总线带宽“%1”</translation>
    </message>
    <message>
        <source>column header without time, algbw and busbw</source>
        <translation>列标题中缺少 time、algbw 和 busbw</translation>
    </message>
    <message>
        <source>not a nccl-tests size row: &quot;%1&quot;</source>
        <translation>不是 nccl-tests 的消息大小行：“%1”</translation>
    </message>
    <message>
        <source>a nccl-tests run without size rows</source>
        <translation>nccl-tests 运行结果中没有消息大小行</translation>
    </message>
    <message>
        <source>no nccl-tests output found (no &quot;# nThread ... nGpus ...&quot; header)</source>
        <translation>未找到 nccl-tests 输出（没有 &quot;# nThread ... nGpus ...&quot; 表头）</translation>
    </message>
</context>
<context>
    <name>cq::NetboxDeviceType</name>
    <message>
        <source>NetBox device-type library: %1</source>
        <translation>NetBox 设备类型库：%1</translation>
    </message>
    <message>
        <source>NetBox device type %1</source>
        <translation>NetBox 设备类型 %1</translation>
    </message>
    <message>
        <source>%1: empty file</source>
        <translation>%1：空文件</translation>
    </message>
    <message>
        <source>&apos;%1&apos; should be a list</source>
        <translation>“%1”应为列表</translation>
    </message>
    <message>
        <source>&apos;%1&apos; should be one value</source>
        <translation>“%1”应为单个值</translation>
    </message>
    <message>
        <source>no &apos;%1&apos;: not a NetBox device type</source>
        <translation>缺少“%1”：不是 NetBox 设备类型</translation>
    </message>
    <message>
        <source>&apos;%1&apos; should be a number &gt;= 0, not &apos;%2&apos;</source>
        <translation>“%1”应为不小于 0 的数字，而不是“%2”</translation>
    </message>
    <message>
        <source>&apos;%1&apos; should be true or false</source>
        <translation>“%1”应为 true 或 false</translation>
    </message>
    <message>
        <source>Height %1 U rounded up to %2 U.</source>
        <translation>高度 %1 U 向上取整为 %2 U。</translation>
    </message>
    <message>
        <source>a power port should be a map of keys</source>
        <translation>电源端口应为键值映射</translation>
    </message>
    <message>
        <source>Power %1 W: the largest maximum draw of a power port (%2 W) x %3 of %4 supplies, as redundant supplies share the load.</source>
        <translation>功率 %1 W：单个电源端口的最大功耗（%2 W）x %4 个电源中的 %3 个，冗余电源分担负载。</translation>
    </message>
    <message>
        <source>Power not given: NetBox models the %1 supplies as module bays, without a draw.</source>
        <translation>未给出功率：NetBox 将 %1 个电源建模为模块槽位，没有功耗数据。</translation>
    </message>
    <message>
        <source>Power not given: NetBox has no maximum draw for its %1 power ports.</source>
        <translation>未给出功率：NetBox 没有其 %1 个电源端口的最大功耗。</translation>
    </message>
    <message>
        <source>an interface should be a map of keys</source>
        <translation>接口应为键值映射</translation>
    </message>
    <message>
        <source>interface &apos;%1&apos; has no type</source>
        <translation>接口“%1”没有类型</translation>
    </message>
    <message>
        <source>interface &apos;%1&apos;: unknown interface type &apos;%2&apos;</source>
        <translation>接口“%1”：未知的接口类型“%2”</translation>
    </message>
    <message>
        <source>The port type %1 is InfiniBand.</source>
        <translation>端口类型 %1 为 InfiniBand。</translation>
    </message>
    <message>
        <source>NetBox lists no fabric port; NICs given for it are taken as RoCE unless another kind is chosen.</source>
        <translation>NetBox 未列出组网端口；为其指定的网卡按 RoCE 处理，除非另选类型。</translation>
    </message>
    <message>
        <source>Suggested InfiniBand: %1 SB and QM switches are Switch-IB and Quantum InfiniBand switches; the port type %2 does not say.</source>
        <translation>建议 InfiniBand：%1 SB 和 QM 系列是 Switch-IB 和 Quantum InfiniBand 交换机；端口类型 %2 无法说明。</translation>
    </message>
    <message>
        <source>Suggested RoCE: %1 SN switches are Spectrum Ethernet switches, RoCE for a GPU fabric; plain Ethernet is the other choice.</source>
        <translation>建议 RoCE：%1 SN 系列是 Spectrum 以太网交换机，GPU 组网用 RoCE；另一选择是普通以太网。</translation>
    </message>
    <message>
        <source>Suggested RoCE: the port type %1 is an Ethernet form factor; InfiniBand or plain Ethernet are the other choices.</source>
        <translation>建议 RoCE：端口类型 %1 是以太网封装；其他选择为 InfiniBand 或普通以太网。</translation>
    </message>
    <message>
        <source>%1: cannot read the file (%2)</source>
        <translation>%1：无法读取文件（%2）</translation>
    </message>
    <message>
        <source>not a NetBox device type (no manufacturer, model, interfaces)</source>
        <translation>不是 NetBox 设备类型（没有 manufacturer、model、interfaces）</translation>
    </message>
    <message>
        <source>a switch without ports of 25 Gb/s or faster is not for a GPU fabric</source>
        <translation>没有 25 Gb/s 及以上端口的交换机不适用于 GPU 组网</translation>
    </message>
</context>
<context>
    <name>cq::NetboxImport</name>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>%1 %2, %3 x %4 %5</source>
        <translation>%1 %2，%3 x %4 %5</translation>
    </message>
    <message>
        <source>%1 %2, %3x %4, %5x %6 %7</source>
        <translation>%1 %2，%3x %4，%5x %6 %7</translation>
    </message>
    <message>
        <source>%1 %2, %3x %4, no fabric NIC</source>
        <translation>%1 %2，%3x %4，无组网网卡</translation>
    </message>
    <message>
        <source>Fabric: InfiniBand, RoCE or Ethernet? %1</source>
        <translation>组网：InfiniBand、RoCE 还是以太网？%1</translation>
    </message>
    <message>
        <source>GPUs: NetBox does not say which GPU model this server holds, nor how many.</source>
        <translation>GPU：NetBox 未说明此服务器所装 GPU 的型号和数量。</translation>
    </message>
    <message>
        <source>Fabric NICs: NetBox lists none for this server (count, rate, kind); without an answer it is imported with none.</source>
        <translation>组网网卡：NetBox 未列出此服务器的组网网卡（数量、速率、类型）；未作答时按无网卡导入。</translation>
    </message>
    <message>
        <source>Power: NetBox gives no maximum draw; imported at 0 W, set the power in the price book.</source>
        <translation>功率：NetBox 未给出最大功耗；按 0 W 导入，请在价格表中设置功率。</translation>
    </message>
    <message>
        <source>%1: the port type %2 is InfiniBand, not %3</source>
        <translation>%1：端口类型 %2 是 InfiniBand，不是 %3</translation>
    </message>
    <message>
        <source>%1: a server; NetBox does not say which GPUs it holds (give the GPU model and count)</source>
        <translation>%1：这是一台服务器，NetBox 未说明其 GPU（请给出 GPU 型号和数量）</translation>
    </message>
    <message>
        <source>%1: GPU %2 is not in the catalog</source>
        <translation>%1：目录中没有 GPU %2</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>power not given</source>
        <translation>未给出功率</translation>
    </message>
    <message>
        <source>%1 x %2</source>
        <translation>%1 x %2</translation>
    </message>
    <message>
        <source> (breakout %1: %2 x %3)</source>
        <translation>（拆分 %1：%2 x %3）</translation>
    </message>
    <message>
        <source>%1: switch, %2 %3, %4, %5 U</source>
        <translation>%1：交换机，%2 %3，%4，%5 U</translation>
    </message>
    <message>
        <source>%1 x %2 %3</source>
        <translation>%1 x %2 %3</translation>
    </message>
    <message>
        <source>no fabric NIC</source>
        <translation>无组网网卡</translation>
    </message>
    <message>
        <source>%1: server, %2x %3, %4, %5, %6 U</source>
        <translation>%1：服务器，%2x %3，%4，%5，%6 U</translation>
    </message>
</context>
<context>
    <name>cq::NetboxImportDialog</name>
    <message>
        <source>Import NetBox Device Type</source>
        <translation>导入 NetBox 设备类型</translation>
    </message>
    <message>
        <source>Choose Files…</source>
        <translation>选择文件…</translation>
    </message>
    <message>
        <source>As suggested for each file</source>
        <translation>按各文件的建议</translation>
    </message>
    <message>
        <source>as NetBox lists</source>
        <translation>按 NetBox 所列</translation>
    </message>
    <message>
        <source>Fabric kind:</source>
        <translation>组网类型：</translation>
    </message>
    <message>
        <source>Servers&apos; GPU model:</source>
        <translation>服务器 GPU 型号：</translation>
    </message>
    <message>
        <source>GPUs per server:</source>
        <translation>每台服务器 GPU 数：</translation>
    </message>
    <message>
        <source>Servers&apos; fabric NICs:</source>
        <translation>服务器组网网卡数：</translation>
    </message>
    <message>
        <source>NIC rate:</source>
        <translation>网卡速率：</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Import NetBox Device Type…</source>
        <translation>导入 NetBox 设备类型…</translation>
    </message>
    <message>
        <source>NetBox Device Types</source>
        <translation>NetBox 设备类型</translation>
    </message>
    <message>
        <source>NetBox device types (*.yaml *.yml)</source>
        <translation>NetBox 设备类型 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>%1: %2 %3, %4, %5 x %6 Gb/s, %7 W, %8 U</source>
        <translation>%1：%2 %3，%4，%5 x %6 Gb/s，%7 W，%8 U</translation>
    </message>
    <message>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Files that cannot be read are refused: nothing is imported.</source>
        <translation>无法读取的文件被拒绝：未导入任何型号。</translation>
    </message>
    <message>
        <source>Choose one or more NetBox device-type files first.</source>
        <translation>请先选择一个或多个 NetBox 设备类型文件。</translation>
    </message>
    <message>
        <source>Imported: %1</source>
        <translation>已导入：%1</translation>
    </message>
    <message>
        <source>Nothing imported: %1</source>
        <translation>未导入任何型号：%1</translation>
    </message>
</context>
<context>
    <name>cq::NetboxPortGroups</name>
    <message>
        <source>Management ports skipped (mgmt_only): %1.</source>
        <translation>已跳过管理端口（mgmt_only）：%1 个。</translation>
    </message>
    <message>
        <source>Logical interfaces skipped (virtual, LAG, bridge): %1.</source>
        <translation>已跳过逻辑接口（virtual、LAG、bridge）：%1 个。</translation>
    </message>
    <message>
        <source>Skipped as management or front-end ports: %1 x %2 Gb/s (%3).</source>
        <translation>作为管理或前端端口跳过：%1 x %2 Gb/s（%3）。</translation>
    </message>
    <message>
        <source>No port of %1 Gb/s or faster: NetBox lists no fabric NIC.</source>
        <translation>没有 %1 Gb/s 及以上的端口：NetBox 未列出组网网卡。</translation>
    </message>
    <message>
        <source>Counted at %1 Gb/s, the rate of the other fabric ports: %2.</source>
        <translation>按其他组网端口的速率 %1 Gb/s 计：%2。</translation>
    </message>
    <message>
        <source>Skipped, slower than the %1 Gb/s fabric ports: %2.</source>
        <translation>已跳过，低于 %1 Gb/s 的组网端口：%2。</translation>
    </message>
    <message>
        <source>Each %1 Gb/s port splits into %2 x %3 Gb/s: %4 ports of %3 Gb/s.</source>
        <translation>每个 %1 Gb/s 端口可拆分为 %2 x %3 Gb/s：共 %4 个 %3 Gb/s 端口。</translation>
    </message>
    <message>
        <source>The file lists %1 ports, and cages %2 have fewer than %3 each: the file may miss ports; check the port count against the datasheet.</source>
        <translation>文件列出 %1 个端口，其中笼位 %2 少于每个 %3 个：文件可能缺少端口；请对照数据手册核对端口数。</translation>
    </message>
</context>
<context>
    <name>cq::NewClusterWizard</name>
    <message>
        <source> ports</source>
        <translation> 端口</translation>
    </message>
    <message>
        <source>Generic switch ports</source>
        <translation>通用交换机端口数</translation>
    </message>
    <message>
        <source> (%1 ports at %2 Gb/s)</source>
        <translation>（%2 Gb/s 下 %1 端口）</translation>
    </message>
    <message>
        <source>Generic switch, not in the catalog (ports below; priced by hand)</source>
        <translation>通用交换机，不在目录中（端口数见下；需手动定价）</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>组网</translation>
    </message>
    <message>
        <source>The switches and cables ClusterQuote will place; Back to change them.</source>
        <translation>ClusterQuote 将放置的交换机和线缆；如需修改请点“上一步”。</translation>
    </message>
    <message>
        <source>New Cluster</source>
        <translation>新建集群</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>The GPU servers of the training cluster.</source>
        <translation>训练集群的 GPU 服务器。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台服务器 GPU 数</translation>
    </message>
    <message>
        <source>Training cluster</source>
        <translation>训练集群</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Multi-node training wants RDMA: InfiniBand or RoCE, every node at full speed.</source>
        <translation>多节点训练需要 RDMA：InfiniBand 或 RoCE，每个节点都满速接入。</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>Rail-optimized (NIC r of every server to leaf r)</source>
        <translation>轨道优化（每台服务器的第 r 块网卡接第 r 台叶交换机）</translation>
    </message>
    <message>
        <source>downlink:uplink </source>
        <translation>下行:上行 </translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>no racks</source>
        <translation>不分机柜</translation>
    </message>
    <message>
        <source>NICs per server</source>
        <translation>每台服务器网卡数</translation>
    </message>
    <message>
        <source>NIC rate</source>
        <translation>网卡速率</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Leaf oversubscription</source>
        <translation>叶交换机收敛比</translation>
    </message>
    <message>
        <source>Machine rooms</source>
        <translation>机房数</translation>
    </message>
    <message>
        <source>Rack power budget</source>
        <translation>机柜功率预算</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>This cluster cannot be generated: %1</source>
        <translation>无法生成该集群：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n rack(s) of %1 kW.</source>
        <translation>
            <numerusform>%n 个 %1 kW 机柜。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::OutputFile</name>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>无法写入 %1：这是一个文件夹</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>无法写入 %1：文件夹 %2 不存在</translation>
    </message>
    <message>
        <source>cannot write %1: %2 is not a folder</source>
        <translation>无法写入 %1：%2 不是文件夹</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 is read-only</source>
        <translation>无法写入 %1：文件夹 %2 为只读</translation>
    </message>
    <message>
        <source>cannot write %1: the file is read-only</source>
        <translation>无法写入 %1：该文件为只读</translation>
    </message>
</context>
<context>
    <name>cq::OverlapMarks</name>
    <message>
        <source>%1 and %2 overlap: move one aside.</source>
        <translation>%1 与 %2 重叠：请移开其中一台。</translation>
    </message>
</context>
<context>
    <name>cq::PaletteWidget</name>
    <message>
        <source>Search hardware…</source>
        <translation>搜索硬件…</translation>
    </message>
    <message>
        <source>Search the palette</source>
        <translation>在组件面板中搜索</translation>
    </message>
    <message>
        <source>Hardware palette</source>
        <translation>硬件组件面板</translation>
    </message>
    <message>
        <source>Rooms</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Machine room</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Keep a training job in one room</source>
        <translation>同一训练任务须在同一机房内</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>20 kW power budget (editable)</source>
        <translation>功率预算 20 kW（可修改）</translation>
    </message>
    <message>
        <source>Cables are drawn, not dropped: drag from a port of one device to a port of another on the canvas (Arrange &gt; Connect NICs cables many at once).</source>
        <translation>线缆不是拖放的，而是画出来的：在画布上从一台设备的端口拖到另一台设备的端口（排列 &gt; 连接网卡 可一次连接多根）。</translation>
    </message>
    <message>
        <source>No hardware matches “%1”.</source>
        <translation>没有与“%1”匹配的硬件。</translation>
    </message>
</context>
<context>
    <name>cq::ParallelPlan</name>
    <message>
        <source>TP %1 x PP %2 x DP %3 = %4 GPUs: %5</source>
        <translation>TP %1 x PP %2 x DP %3 = %4 张 GPU：%5</translation>
    </message>
    <message>
        <source>the global batch of %1 tokens is less than one micro-batch (%2 x %3 tokens) for each of %4 data-parallel ranks</source>
        <translation>全局批大小 %1 tokens 少于 %4 个数据并行 rank 每个一个微批（%2 x %3 tokens）</translation>
    </message>
    <message>
        <source>the cluster has no GPUs with known memory</source>
        <translation>集群中没有已知显存的 GPU</translation>
    </message>
    <message>
        <source>data parallel alone fits</source>
        <translation>仅数据并行即可放下</translation>
    </message>
    <message>
        <source>the smallest tensor-parallel group that fits (inside NVLink)</source>
        <translation>能放下的最小张量并行组（在 NVLink 内）</translation>
    </message>
    <message>
        <source>TP fills the NVLink domain; the fewest pipeline stages that fit</source>
        <translation>TP 占满 NVLink 域；能放下的最少流水线级数</translation>
    </message>
    <message>
        <source>the closest layout</source>
        <translation>最接近的布局</translation>
    </message>
    <message>
        <source>%1 per GPU at best (%2), over the %3 usable of a %4 GB GPU</source>
        <translation>每张 GPU 最少 %1（%2），超过 %4 GB GPU 的可用 %3</translation>
    </message>
</context>
<context>
    <name>cq::PdfDocument</name>
    <message>
        <source>the printer could not start</source>
        <translation>打印机无法启动</translation>
    </message>
    <message>
        <source>the printer reported an error</source>
        <translation>打印机报告了错误</translation>
    </message>
    <message>
        <source>unsupported language &quot;%1&quot; (use en or zh_CN)</source>
        <translation>不支持的语言“%1”（请用 en 或 zh_CN）</translation>
    </message>
    <message>
        <source>fonts need a GUI application object</source>
        <translation>字体需要 GUI 应用程序对象</translation>
    </message>
    <message>
        <source>charts need a QApplication</source>
        <translation>图表需要 QApplication</translation>
    </message>
    <message>
        <source>the PDF painter could not start</source>
        <translation>PDF 绘制器无法启动</translation>
    </message>
</context>
<context>
    <name>cq::PdfPageFrame</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
</context>
<context>
    <name>cq::PortItem</name>
    <message>
        <source>free · drag from here to a port to connect a cable</source>
        <translation>空闲 · 从此处拖到另一端口即可连接线缆</translation>
    </message>
    <message>
        <source>cable to %1</source>
        <translation>连接至 %1</translation>
    </message>
    <message>
        <source>port %1 · %2 Gb/s · %3</source>
        <translation>端口 %1 · %2 Gb/s · %3</translation>
    </message>
</context>
<context>
    <name>cq::Ppm</name>
    <message>
        <source>%1 is not a percentage (use digits and &apos;.&apos;, e.g. 4.918)</source>
        <translation>%1 不是百分比（请使用数字和“.”，例如 4.918）</translation>
    </message>
    <message>
        <source>%1 has more than four decimals of a percent, which cannot be stored exactly</source>
        <translation>%1 的百分比超过四位小数，无法精确保存</translation>
    </message>
    <message>
        <source>%1 is more than 100 %</source>
        <translation>%1 超过 100%</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookCapabilities</name>
    <message>
        <source>your role %1 may not edit prices; ask a cq_pricing user</source>
        <translation>您的角色 %1 无权修改价格；请联系 cq_pricing 用户</translation>
    </message>
    <message>
        <source>your role %1 may not edit the hardware catalog; ask a cq_pricing user</source>
        <translation>您的角色 %1 无权修改硬件目录；请联系 cq_pricing 用户</translation>
    </message>
    <message>
        <source>your role %1 may not issue quote revisions; ask a cq_sales user</source>
        <translation>您的角色 %1 无权签发报价版本；请联系 cq_sales 用户</translation>
    </message>
    <message>
        <source>your role %1 may not read issued quote revisions; ask a cq_sales user</source>
        <translation>您的角色 %1 无权读取已签发的报价版本；请联系 cq_sales 用户</translation>
    </message>
    <message>
        <source>editing prices waits for %1</source>
        <translation>修改价格需等待%1</translation>
    </message>
    <message>
        <source>editing the hardware catalog waits for %1</source>
        <translation>修改硬件目录需等待%1</translation>
    </message>
    <message>
        <source>issuing a quote revision waits for %1</source>
        <translation>签发报价修订需等待%1</translation>
    </message>
    <message>
        <source>the issued revisions wait for %1</source>
        <translation>查看已签发的修订需等待%1</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookChangeWatch</name>
    <message>
        <source>Price changes on %1 will show only when the window is activated or a quote is computed: the server refused to send notifications (%2).</source>
        <translation>%1 上的价格变动只会在窗口重新激活或重新计算报价时显示：服务器拒绝发送通知（%2）。</translation>
    </message>
    <message>
        <source>Cannot check %1 for price changes: %2.</source>
        <translation>无法检查 %1 的价格变动：%2。</translation>
    </message>
    <message>
        <source>it is not open</source>
        <translation>它尚未打开</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookConnectionActions</name>
    <message>
        <source>&amp;Connection…</source>
        <translation>连接(&amp;C)…</translation>
    </message>
    <message>
        <source>Choose this computer&apos;s price book or a team server&apos;s</source>
        <translation>选择本机的价目表或团队服务器上的价目表</translation>
    </message>
    <message>
        <source>Enter the price book&apos;s file name.</source>
        <translation>请输入价目表的文件名。</translation>
    </message>
    <message>
        <source>%1 is a folder, not a price-book file.</source>
        <translation>%1 是文件夹，不是价目表文件。</translation>
    </message>
    <message>
        <source>%1 does not exist yet: a new price book with the default prices will be created there.</source>
        <translation>%1 尚不存在：将在该处新建一个使用默认价格的价目表。</translation>
    </message>
    <message>
        <source>%1 does not exist and its folder cannot be written to.</source>
        <translation>%1 不存在，且无法写入其所在文件夹。</translation>
    </message>
    <message>
        <source>Price book version %1.</source>
        <translation>价目表版本 %1。</translation>
    </message>
    <message>
        <source>The price book was not switched: %1</source>
        <translation>未切换价目表：%1</translation>
    </message>
    <message>
        <source>Price book switched to %1.</source>
        <translation>已切换到价目表 %1。</translation>
    </message>
    <message>
        <source>The previous price book could not be opened again either (%1); quoting uses the default prices until one is chosen.</source>
        <translation>原价目表也无法重新打开（%1）；在选定价目表之前，报价将使用默认价格。</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookConnectionDialog</name>
    <message>
        <source>This computer (embedded SQLite file)</source>
        <translation>本机（内嵌 SQLite 文件）</translation>
    </message>
    <message>
        <source>Team server (PostgreSQL)</source>
        <translation>团队服务器（PostgreSQL）</translation>
    </message>
    <message>
        <source>Test Connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <source>Price Book Connection</source>
        <translation>价目表连接</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>localhost, a host name or a socket folder such as /var/run/postgresql</source>
        <translation>localhost、主机名，或套接字目录（如 /var/run/postgresql）</translation>
    </message>
    <message>
        <source>your login name on this computer</source>
        <translation>本机的登录名</translation>
    </message>
    <message>
        <source>disable (never encrypt)</source>
        <translation>disable（从不加密）</translation>
    </message>
    <message>
        <source>allow (encrypt only if the server insists)</source>
        <translation>allow（仅在服务器要求时加密）</translation>
    </message>
    <message>
        <source>prefer (encrypt when the server can)</source>
        <translation>prefer（服务器支持时加密）</translation>
    </message>
    <message>
        <source>require (always encrypt)</source>
        <translation>require（始终加密）</translation>
    </message>
    <message>
        <source>verify-ca (encrypt and check the server&apos;s certificate)</source>
        <translation>verify-ca（加密并校验服务器证书）</translation>
    </message>
    <message>
        <source>verify-full (encrypt and check the certificate and the host name)</source>
        <translation>verify-full（加密并校验证书和主机名）</translation>
    </message>
    <message>
        <source>Host or socket folder:</source>
        <translation>主机或套接字目录：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>数据库：</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>用户：</translation>
    </message>
    <message>
        <source>SSL mode:</source>
        <translation>SSL 模式：</translation>
    </message>
    <message>
        <source>Price Book File</source>
        <translation>价目表文件</translation>
    </message>
    <message>
        <source>Price books (*.sqlite)</source>
        <translation>价目表 (*.sqlite)</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>No password is stored: the PostgreSQL client reads it from ~/.pgpass (or PGPASSFILE) or a service file.
If the server still asks for one, ClusterQuote asks once per session and keeps it in memory only.</source>
        <translation>不保存任何密码：PostgreSQL 客户端从 ~/.pgpass（或 PGPASSFILE）或服务文件读取密码。
若服务器仍要求密码，ClusterQuote 每次会话只询问一次，且仅保存在内存中。</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookCopy</name>
    <message>
        <source>Cannot total %1: %2.</source>
        <translation>无法统计 %1 的合计：%2。</translation>
    </message>
    <message>
        <source>Cannot read the quote-number position of %1: %2.</source>
        <translation>无法读取 %1 的报价编号位置：%2。</translation>
    </message>
    <message>
        <source>Cannot copy %1: your role %2 may not read its internal costs, discount rules and issued revisions; copy as its owner or a cq_sales user.</source>
        <translation>无法复制 %1：您的角色 %2 无权读取其内部成本、折扣规则和已签发的报价版本；请以其所有者或 cq_sales 用户身份复制。</translation>
    </message>
    <message>
        <source>Cannot copy %1 (schema version %2) to %3 (schema version %4): run &quot;clusterquote pricebook migrate&quot; on the older one first.</source>
        <translation>无法将 %1（模式版本 %2）复制到 %3（模式版本 %4）：请先对较旧的一方运行“clusterquote pricebook migrate”。</translation>
    </message>
    <message>
        <source>%1 already holds a price book in use (version %2, %3 issued revision(s), %4 quote number(s) taken): nothing copied. Add --replace to overwrite it with %5.</source>
        <translation>%1 已有在用的价格库（版本 %2，已签发 %3 个报价版本，已用 %4 个报价编号）：未复制任何内容。如要用 %5 覆盖它，请加 --replace。</translation>
    </message>
    <message>
        <source>Cannot write to %1: %2.</source>
        <translation>无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot copy %1 to %2 (nothing changed): %3.</source>
        <translation>无法将 %1 复制到 %2（未做任何更改）：%3。</translation>
    </message>
    <message>
        <source>The copy of %1 in %2 does not match it (see the counts and totals).</source>
        <translation>%2 中 %1 的副本与原库不一致（见行数与合计）。</translation>
    </message>
    <message>
        <source>the target&apos;s %1 has no column %2</source>
        <translation>目标的 %1 没有列 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookCsv</name>
    <message>
        <source>includes &quot;%1&quot; is not a comma-separated list of %2</source>
        <translation>includes“%1”不是以逗号分隔的 %2 列表</translation>
    </message>
    <message>
        <source>%1 fields, expected %2</source>
        <translation>%1 个字段，应为 %2 个</translation>
    </message>
    <message>
        <source>the SKU is empty</source>
        <translation>SKU 为空</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>名称为空</translation>
    </message>
    <message>
        <source>unknown unit &quot;%1&quot;</source>
        <translation>未知单位“%1”</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot; (list or estimate)</source>
        <translation>未知类型“%1”（应为 list 或 estimate）</translation>
    </message>
    <message>
        <source>price_min &quot;%1&quot; is not an amount &gt;= 0 with at most 2 decimals</source>
        <translation>price_min“%1”不是 &gt;= 0 且最多两位小数的金额</translation>
    </message>
    <message>
        <source>price_max &quot;%1&quot; is not an amount &gt;= price_min</source>
        <translation>price_max“%1”不是 &gt;= price_min 的金额</translation>
    </message>
    <message>
        <source>included is &quot;%1&quot;, not yes or no</source>
        <translation>included 为“%1”，应为 yes 或 no</translation>
    </message>
    <message>
        <source>cost &quot;%1&quot; is not an amount &gt;= 0</source>
        <translation>cost“%1”不是 &gt;= 0 的金额</translation>
    </message>
    <message>
        <source>line 1: the header must be &quot;%1&quot;</source>
        <translation>第 1 行：表头必须是“%1”</translation>
    </message>
    <message>
        <source>SKU %1 appears twice for region &quot;%2&quot;</source>
        <translation>SKU %1 在区域“%2”中出现了两次</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>line %1: not valid UTF-8 (save the file as UTF-8 CSV)</source>
        <translation>第 %1 行：不是有效的 UTF-8（请将文件另存为 UTF-8 CSV）</translation>
    </message>
    <message>
        <source>%1 contains a control character (U+%2)</source>
        <translation>%1 含有控制字符 (U+%2)</translation>
    </message>
    <message>
        <source>%1 is %2 characters long, at most %3</source>
        <translation>%1 长 %2 个字符，最多 %3 个</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookDatabase</name>
    <message>
        <source>Cannot save to %1: %2</source>
        <translation>无法保存到 %1：%2</translation>
    </message>
    <message>
        <source>The catalog was not imported (nothing changed): %1</source>
        <translation>目录未导入（未做任何更改）：%1</translation>
    </message>
    <message>
        <source>The catalog was not imported (nothing changed): %1: %2</source>
        <translation>目录未导入（未做任何更改）：%1：%2</translation>
    </message>
    <message>
        <source>Cannot set the annual discount of &apos;%1&apos; in %2: the family must be named and the share must be above 0 % and at most 100 %, not %3.</source>
        <translation>无法在 %2 中设置“%1”的年付折扣：必须填写系列名称，且比例须大于 0% 且不超过 100%，而不是 %3。</translation>
    </message>
    <message>
        <source>No price-book file name was given.</source>
        <translation>未指定价目表文件名。</translation>
    </message>
    <message>
        <source>Cannot open price book %1: it is a folder, not a file.</source>
        <translation>无法打开价目表 %1：它是文件夹，不是文件。</translation>
    </message>
    <message>
        <source>Cannot open price book %1: %2.</source>
        <translation>无法打开价目表 %1：%2。</translation>
    </message>
    <message>
        <source>%1 is not an SQLite price-book database (%2).</source>
        <translation>%1 不是 SQLite 价目表数据库（%2）。</translation>
    </message>
    <message>
        <source>Cannot read the schema version of %1: %2.</source>
        <translation>无法读取 %1 的数据库结构版本：%2。</translation>
    </message>
    <message>
        <source>%1 was written by a newer ClusterQuote (price-book schema version %2; this version reads up to %3). Update ClusterQuote to open it.</source>
        <translation>%1 由更新版本的 ClusterQuote 写入（价目表结构版本 %2；本版本最高只能读取 %3）。请升级 ClusterQuote 后再打开。</translation>
    </message>
    <message>
        <source>%1 has an invalid price-book schema version %2.</source>
        <translation>%1 的价目表结构版本 %2 无效。</translation>
    </message>
    <message>
        <source>%1 holds tables but no price-book schema version: it is not a ClusterQuote price book.</source>
        <translation>%1 含有数据表但没有价目表结构版本：它不是 ClusterQuote 价目表。</translation>
    </message>
    <message>
        <source>%1 lacks the price-book table(s) %2.</source>
        <translation>%1 缺少价目表数据表 %2。</translation>
    </message>
    <message>
        <source>%1 is damaged: the integrity check could not run (%2).</source>
        <translation>%1 已损坏：无法执行完整性检查（%2）。</translation>
    </message>
    <message>
        <source>%1 is damaged: the integrity check reports &quot;%2&quot;.</source>
        <translation>%1 已损坏：完整性检查报告“%2”。</translation>
    </message>
    <message>
        <source>Cannot create price book %1: %2.</source>
        <translation>无法创建价目表 %1：%2。</translation>
    </message>
    <message>
        <source>No price book is open.</source>
        <translation>没有打开的价目表。</translation>
    </message>
    <message>
        <source>Cannot read price book %1: %2.</source>
        <translation>无法读取价目表 %1：%2。</translation>
    </message>
    <message>
        <source>the SKU is empty</source>
        <translation>SKU 为空</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>名称为空</translation>
    </message>
    <message>
        <source>the price %1 is negative</source>
        <translation>价格 %1 为负数</translation>
    </message>
    <message>
        <source>the minimum %1 is above the maximum %2</source>
        <translation>最低价 %1 高于最高价 %2</translation>
    </message>
    <message>
        <source>Cannot save price item &apos;%1&apos; to %2: %3.</source>
        <translation>无法将价格条目“%1”保存到 %2：%3。</translation>
    </message>
    <message>
        <source>Cannot set VAT in %1: %2 basis points is outside 0..10000.</source>
        <translation>无法在 %1 中设置增值税：%2 个基点超出 0..10000 范围。</translation>
    </message>
    <message>
        <source>Cannot save to %1: %2.</source>
        <translation>无法保存到 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot upgrade price book %1 from schema version %2 to %3: %4.</source>
        <translation>无法将价目表 %1 从结构版本 %2 升级到 %3：%4。</translation>
    </message>
    <message>
        <source>the SKU or the name is empty</source>
        <translation>SKU 或名称为空</translation>
    </message>
    <message>
        <source>the price %1 or the cost %2 is negative or reversed</source>
        <translation>价格 %1 或成本 %2 为负数或上下限颠倒</translation>
    </message>
    <message>
        <source>it appears twice for region &quot;%1&quot;</source>
        <translation>在区域“%1”中出现了两次</translation>
    </message>
    <message>
        <source>Cannot save price item %1 (&apos;%2&apos;) to %3: %4.</source>
        <translation>无法将价格条目 %1（“%2”）保存到 %3：%4。</translation>
    </message>
    <message>
        <source>Cannot back up %1 to %2: %3.</source>
        <translation>无法将 %1 备份到 %2：%3。</translation>
    </message>
    <message>
        <source>The price list was not imported (nothing changed): %1.</source>
        <translation>价格表未导入（未做任何更改）：%1。</translation>
    </message>
    <message>
        <source>Cannot read the revisions of %1 from %2: %3.</source>
        <translation>无法从 %2 读取 %1 的修订版：%3。</translation>
    </message>
    <message>
        <source>Cannot prepare price book %1: %2.</source>
        <translation>无法准备价目表 %1：%2。</translation>
    </message>
    <message>
        <source>the price book is busy (another ClusterQuote is writing to it); try again</source>
        <translation>价目表正忙（另一个 ClusterQuote 正在写入）；请重试</translation>
    </message>
    <message>
        <source>%1 It could not be moved aside: %2.</source>
        <translation>%1 无法将其移走：%2。</translation>
    </message>
    <message>
        <source>%1 It was moved to %2 and the last backup, %3, was restored; price changes made after that backup are lost.</source>
        <translation>%1 已将其移至 %2，并恢复了最近的备份 %3；该备份之后的价格修改已丢失。</translation>
    </message>
    <message>
        <source>%1 It was moved to %2. No usable backup was found, so a new price book with the default prices was created; your own prices are in the moved file.</source>
        <translation>%1 已将其移至 %2。未找到可用的备份，因此新建了一份默认价格的价目表；您自己的价格保存在移走的文件中。</translation>
    </message>
    <message>
        <source>there is no price item &apos;%1&apos; for region &quot;%2&quot;</source>
        <translation>区域“%2”中没有价格条目“%1”</translation>
    </message>
    <message>
        <source>%1 holds no price book yet: run &quot;clusterquote pricebook init --pricebook %1&quot; first.</source>
        <translation>%1 中还没有价格簿：请先运行“clusterquote pricebook init --pricebook %1”。</translation>
    </message>
    <message>
        <source>%1 has price-book schema version %2 and this ClusterQuote needs %3: run &quot;clusterquote pricebook migrate --pricebook %1&quot;.</source>
        <translation>%1 的价格簿架构版本为 %2，本 ClusterQuote 需要 %3：请运行“clusterquote pricebook migrate --pricebook %1”。</translation>
    </message>
    <message>
        <source>Cannot count the rows of %1 in %2: %3.</source>
        <translation>无法统计 %2 中 %1 的行数：%3。</translation>
    </message>
    <message>
        <source>Cannot back up %1 to a file: a price book on a PostgreSQL server is backed up on the server (pg_dump).</source>
        <translation>无法把 %1 备份到文件：PostgreSQL 服务器上的价格簿在服务器端备份（pg_dump）。</translation>
    </message>
    <message>
        <source>Cannot issue a quote number from %1: %2.</source>
        <translation>无法从 %1 取得报价单号：%2。</translation>
    </message>
    <message>
        <source>Cannot read what your role may do in %1: %2.</source>
        <translation>无法读取您的角色在 %1 中的权限：%2。</translation>
    </message>
    <message>
        <source>Cannot change %1: %2.</source>
        <translation>无法修改 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot grant the roles cq_viewer, cq_sales and cq_pricing on %1 (run pricebook init as the database owner with the CREATEROLE attribute, or a superuser): %2.</source>
        <translation>无法在 %1 上授予角色 cq_viewer、cq_sales 和 cq_pricing（请以具有 CREATEROLE 属性的数据库所有者或超级用户身份运行 pricebook init）：%2。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 was removed by someone else</source>
        <translation>%1 已被他人删除</translation>
    </message>
    <message>
        <source>%1 was changed by someone else</source>
        <translation>%1 已被他人修改</translation>
    </message>
    <message>
        <source>%1 was changed by %2 at %3</source>
        <translation>%1 已由 %2 于 %3 修改</translation>
    </message>
    <message>
        <source>Not saved to %1: %2 after you read it; nothing of theirs was overwritten.</source>
        <translation>未保存到 %1：在您读取之后，%2；对方的更改均未被覆盖。</translation>
    </message>
    <message>
        <source>Cannot read price item &apos;%1&apos; from %2: %3.</source>
        <translation>无法从 %2 读取价格项“%1”：%3。</translation>
    </message>
    <message>
        <source>%1 Its offline copy %2 cannot be opened either: %3</source>
        <translation>%1 其离线副本 %2 也无法打开：%3</translation>
    </message>
    <message>
        <source>the team server (%1): not reachable since %2; prices as of %3</source>
        <translation>团队服务器（%1）：自 %2 起无法连接；价格截至 %3</translation>
    </message>
    <message>
        <source>%1 ClusterQuote opened the offline copy of that price book instead, read-only: prices as of %2 (%3 old). Quotes made from it say so; editing prices or the catalog and issuing revisions wait for the server.</source>
        <translation>%1 ClusterQuote 改为以只读方式打开该价格手册的离线副本：价格截至 %2（已过 %3）。据此生成的报价会注明这一点；修改价格或目录以及签发修订需等待服务器恢复。</translation>
    </message>
    <message>
        <source>the team server is not reachable: %1</source>
        <translation>无法连接团队服务器：%1</translation>
    </message>
    <message>
        <source>Cannot save to %1: the team server was not reachable: %2. Your change was not saved and is kept; try again.</source>
        <translation>无法保存到 %1：无法连接团队服务器：%2。您的修改未保存，但已保留；请重试。</translation>
    </message>
    <message>
        <source>Offline: the team server is not reachable; prices as of %1 (%2 old), read-only.</source>
        <translation>离线：无法连接团队服务器；价格截至 %1（已过 %2），只读。</translation>
    </message>
    <message>
        <source>Cannot open %1: the login %2 is not a member of cq_viewer, cq_sales or cq_pricing on this server; ask its administrator to grant one (GRANT cq_sales TO %2).</source>
        <translation>无法打开 %1：登录名 %2 在此服务器上不属于 cq_viewer、cq_sales 或 cq_pricing 中的任何角色；请让管理员授予其中之一（GRANT cq_sales TO %2）。</translation>
    </message>
    <message>
        <source>Cannot upgrade %1 from schema version %2 to %3: only its owner %4 (or a superuser) may.</source>
        <translation>无法将 %1 从结构版本 %2 升级到 %3：只有其所有者 %4（或超级用户）可以升级。</translation>
    </message>
    <message>
        <source>No offline copy of it is kept on this computer yet (one is written after each successful connection).</source>
        <translation>本机尚未保存它的离线副本（每次成功连接后都会写入一份）。</translation>
    </message>
    <message>
        <source>Cannot open price book %1: the folder %2 does not exist.</source>
        <translation>无法打开价目表 %1：文件夹 %2 不存在。</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookDialog</name>
    <message>
        <source>Storage, bandwidth, power, ports and services: the price items that are no catalog hardware. Edited here as on the Prices tab and saved with the prices.</source>
        <translation>存储、带宽、电力、端口和服务：不属于硬件目录的价格条目。在此编辑与“价格”页相同，随价格一起保存。</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Cables &amp;&amp; optics</source>
        <translation>线缆和光模块</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Storage &amp;&amp; services</source>
        <translation>存储和服务</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source> Mb/s</source>
        <translation> Mb/s</translation>
    </message>
    <message>
        <source>Dedicated bandwidth quoted with a design&apos;s servers unless the design sets its own</source>
        <translation>设计中有服务器时报价的独享带宽（设计可自行设定）</translation>
    </message>
    <message>
        <source>Bandwidth with servers:</source>
        <translation>随服务器的带宽：</translation>
    </message>
    <message>
        <source>Price Book</source>
        <translation>价目表</translation>
    </message>
    <message>
        <source> CNY per USD</source>
        <translation> 人民币/美元</translation>
    </message>
    <message>
        <source>Prices include VAT</source>
        <translation>价格含增值税</translation>
    </message>
    <message>
        <source>Per line (each line and its VAT rounded)</source>
        <translation>按行（每行及其增值税分别舍入）</translation>
    </message>
    <message>
        <source>Per document (subtotal rounded once)</source>
        <translation>按单据（小计只舍入一次）</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>币种：</translation>
    </message>
    <message>
        <source>USD rate:</source>
        <translation>美元汇率：</translation>
    </message>
    <message>
        <source>VAT:</source>
        <translation>增值税：</translation>
    </message>
    <message>
        <source>Rounding:</source>
        <translation>舍入方式：</translation>
    </message>
    <message>
        <source>Effective from:</source>
        <translation>生效日期：</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>版本：</translation>
    </message>
    <message>
        <source>Internal mode (show cost and margin)</source>
        <translation>内部模式（显示成本和毛利）</translation>
    </message>
    <message>
        <source>Add Item</source>
        <translation>添加条目</translation>
    </message>
    <message>
        <source>Remove Item</source>
        <translation>删除条目</translation>
    </message>
    <message>
        <source>Import CSV...</source>
        <translation>导入 CSV...</translation>
    </message>
    <message>
        <source>Export CSV...</source>
        <translation>导出 CSV...</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) imported.</source>
        <translation>
            <numerusform>已导入 %n 个条目。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import refused, nothing changed: %1</source>
        <translation>导入被拒绝，未做任何更改：%1</translation>
    </message>
    <message>
        <source>Import Price List</source>
        <translation>导入价格表</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Export Price List</source>
        <translation>导出价格表</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>已导出到 %1。</translation>
    </message>
    <message>
        <source>Show the internal cost and margin columns (never printed on a quote)</source>
        <translation>显示内部成本和毛利列（不会打印到报价单上）</translation>
    </message>
    <message>
        <source>Internal mode needs the internal price book: this price book holds no internal cost data (a customer edition), so there are no cost or margin columns to show.</source>
        <translation>内部模式需要内部价目表：本价目表不含内部成本数据（客户版），因此没有成本和毛利列可显示。</translation>
    </message>
    <message>
        <source>Read only: %1.</source>
        <translation>只读：%1。</translation>
    </message>
    <message>
        <source>The prices you chose keep being changed by someone else; your values are still in the table. Save again in a moment.</source>
        <translation>您选择的价格仍在被他人不断修改；您的数值仍保留在表格中。请稍后再次保存。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) changed by someone else were not saved; your values are still in the table. Save again to choose theirs or yours.</source>
        <translation>
            <numerusform>%n 个已被他人修改的价格未保存；您的数值仍保留在表格中。再次保存即可选择保留对方的还是您的。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::PriceBookLocationSettings</name>
    <message>
        <source>No price-book file name was given.</source>
        <translation>未指定价目表文件名。</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookOfflineCopy</name>
    <message>
        <source>Cannot keep an offline copy of %1: the folder %2 cannot be created.</source>
        <translation>无法保存 %1 的离线副本：无法创建文件夹 %2。</translation>
    </message>
    <message>
        <source>Cannot keep an offline copy of %1 in %2: %3.</source>
        <translation>无法在 %2 保存 %1 的离线副本：%3。</translation>
    </message>
    <message>
        <source>less than a minute</source>
        <translation>不到一分钟</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 分钟</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 小时</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookPasswordPrompt</name>
    <message>
        <source>%1 refused the password of user %2. Password (kept in memory until ClusterQuote quits):</source>
        <translation>%1 拒绝了用户 %2 的密码。密码（仅保存在内存中，ClusterQuote 退出即清除）：</translation>
    </message>
    <message>
        <source>%1 asks for the password of user %2 (kept in memory until ClusterQuote quits, never saved):</source>
        <translation>%1 要求输入用户 %2 的密码（仅保存在内存中，ClusterQuote 退出即清除，从不写入磁盘）：</translation>
    </message>
    <message>
        <source>Price Book Password</source>
        <translation>价目表密码</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookReader</name>
    <message>
        <source>%1 %2 is not 0 or 1</source>
        <translation>%1 %2 不是 0 或 1</translation>
    </message>
    <message>
        <source>unknown software_stack &apos;%1&apos;</source>
        <translation>未知 software_stack“%1”</translation>
    </message>
    <message>
        <source>breakout %1 is not 1, 2, 4 or 8</source>
        <translation>breakout %1 不是 1、2、4 或 8</translation>
    </message>
    <message>
        <source>share_ppm %1 is above 1000000 (100 %)</source>
        <translation>share_ppm %1 超过 1000000（100%）</translation>
    </message>
    <message>
        <source>discount_ppm %1 is above 1000000 (100 %)</source>
        <translation>discount_ppm %1 超过 1000000（100%）</translation>
    </message>
    <message>
        <source>includes is &apos;%1&apos;, not a list of %2</source>
        <translation>includes 为“%1”，不是 %2 中各项的列表</translation>
    </message>
    <message>
        <source>a whole number 0..10000000</source>
        <translation>0..10000000 之间的整数</translation>
    </message>
    <message>
        <source>gpu_count %1 exceeds gpu_slots %2</source>
        <translation>gpu_count %1 超过 gpu_slots %2</translation>
    </message>
    <message>
        <source>unknown GPU model &apos;%1&apos;</source>
        <translation>未知的 GPU 型号“%1”</translation>
    </message>
    <message>
        <source>included_in_rent is %1, not 0 or 1</source>
        <translation>included_in_rent 为 %1，应为 0 或 1</translation>
    </message>
    <message>
        <source>min_fen %1 is greater than max_fen %2</source>
        <translation>min_fen %1 大于 max_fen %2</translation>
    </message>
    <message>
        <source>Setting &apos;%1&apos; is &apos;%2&apos;, not %3; using %4.</source>
        <translation>设置项“%1”为“%2”，应为%3；改用 %4。</translation>
    </message>
    <message>
        <source>a currency code</source>
        <translation>币种代码</translation>
    </message>
    <message>
        <source>basis points 0..10000</source>
        <translation>0..10000 个基点</translation>
    </message>
    <message>
        <source>0 or 1</source>
        <translation>0 或 1</translation>
    </message>
    <message>
        <source>a whole number &gt;= 1</source>
        <translation>&gt;= 1 的整数</translation>
    </message>
    <message>
        <source>an ISO-8601 date</source>
        <translation>ISO-8601 日期</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>the key is empty</source>
        <translation>键名为空</translation>
    </message>
    <message>
        <source>%1 row &apos;%2&apos; skipped: %3.</source>
        <translation>已跳过 %1 中的行“%2”：%3。</translation>
    </message>
    <message>
        <source>unknown term &apos;%1&apos;</source>
        <translation>未知的付款周期“%1”</translation>
    </message>
    <message>
        <source>per-line or per-document</source>
        <translation>per-line 或 per-document</translation>
    </message>
    <message>
        <source>a whole number &gt; 0</source>
        <translation>&gt; 0 的整数</translation>
    </message>
    <message>
        <source>%1 is %2, not a positive number</source>
        <translation>%1 为 %2，不是正数</translation>
    </message>
    <message>
        <source>%1 is %2, not a number &gt;= 0</source>
        <translation>%1 为 %2，不是 &gt;= 0 的数</translation>
    </message>
    <message>
        <source>%1 is %2, not a whole number &gt;= %3</source>
        <translation>%1 为 %2，不是 &gt;= %3 的整数</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos;</source>
        <translation>未知的 %1“%2”</translation>
    </message>
    <message>
        <source>the effective date</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <source>a whole number 1..744</source>
        <translation>1..744 之间的整数</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookRecovery</name>
    <message>
        <source>cannot rename %1 to %2 (%3)</source>
        <translation>无法将 %1 重命名为 %2（%3）</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookRoleSummary</name>
    <message>
        <source>%1 and %2</source>
        <comment>the last two items of a list</comment>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last two items of a list of alternatives</comment>
        <translation>%1或%2</translation>
    </message>
    <message>
        <source>This computer&apos;s price book: you may read and edit prices, the hardware catalog and discount rules and issue revisions (the file&apos;s permissions decide who else may).</source>
        <translation>本机的价目表：您可以查看和修改价格、硬件目录和折扣规则，并可签发修订版（其他人能否这样做由文件权限决定）。</translation>
    </message>
    <message>
        <source>list prices</source>
        <translation>标价</translation>
    </message>
    <message>
        <source>the hardware catalog</source>
        <translation>硬件目录</translation>
    </message>
    <message>
        <source>internal costs</source>
        <translation>内部成本</translation>
    </message>
    <message>
        <source>discount rules</source>
        <translation>折扣规则</translation>
    </message>
    <message>
        <source>issued revisions</source>
        <translation>已签发的修订版</translation>
    </message>
    <message>
        <source>issue revisions</source>
        <translation>签发修订版</translation>
    </message>
    <message>
        <source>edit prices</source>
        <translation>修改价格</translation>
    </message>
    <message>
        <source>edit the hardware catalog</source>
        <translation>修改硬件目录</translation>
    </message>
    <message>
        <source>your login</source>
        <translation>您的登录身份</translation>
    </message>
    <message>
        <source>Connected as %1: you may read %2, but not %3.</source>
        <translation>已以 %1 身份连接：您可以查看%2，但不能%3。</translation>
    </message>
    <message>
        <source>Connected as %1: you may read %2, and you may %3.</source>
        <translation>已以 %1 身份连接：您可以查看%2，并可以%3。</translation>
    </message>
    <message>
        <source>Connected as %1: you may read %2, and you may %3 but not %4.</source>
        <translation>已以 %1 身份连接：您可以查看%2，可以%3，但不能%4。</translation>
    </message>
    <message>
        <source>Price book: this computer</source>
        <translation>价目表：本机</translation>
    </message>
    <message>
        <source>Price book: team server (%1)</source>
        <translation>价目表：团队服务器（%1）</translation>
    </message>
    <message>
        <source>The last copy of the team price book kept on this computer: you may read prices and quote from them; issuing revisions and editing wait for %1.</source>
        <translation>本机保存的团队价目表最新副本：您可以查看价格并据此报价；签发修订版和修改需等待%1。</translation>
    </message>
    <message>
        <source>Price book: offline copy (read-only)</source>
        <translation>价目表：离线副本（只读）</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookTableModel</name>
    <message>
        <source>What a server&apos;s price includes, never charged again: a comma-separated list of %1</source>
        <translation>服务器价格已包含的项目，不再另行收费：以逗号分隔的 %1 列表</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a comma-separated list of %2.</source>
        <translation>“%1”不是以逗号分隔的 %2 列表。</translation>
    </message>
    <message>
        <source>Price includes</source>
        <translation>价格包含</translation>
    </message>
    <message>
        <source>New item</source>
        <translation>新条目</translation>
    </message>
    <message>
        <source>One of: month, hour, port-month, mbps-month, kwh, one-off</source>
        <translation>可选：month、hour、port-month、mbps-month、kwh、one-off</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount &gt;= 0 with at most two decimals.</source>
        <translation>“%1”不是 &gt;= 0 且最多两位小数的金额。</translation>
    </message>
    <message>
        <source>The SKU and the name cannot be empty.</source>
        <translation>SKU 和名称不能为空。</translation>
    </message>
    <message>
        <source>Unknown unit &quot;%1&quot;.</source>
        <translation>未知单位“%1”。</translation>
    </message>
    <message>
        <source>Kind must be list or estimate, not &quot;%1&quot;.</source>
        <translation>类型必须为 list 或 estimate，而不是“%1”。</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Name (Chinese)</source>
        <translation>中文名称</translation>
    </message>
    <message>
        <source>Discount family</source>
        <translation>折扣类别</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>List / estimate</source>
        <translation>标价 / 预估</translation>
    </message>
    <message>
        <source>Price min</source>
        <translation>最低价</translation>
    </message>
    <message>
        <source>Price max</source>
        <translation>最高价</translation>
    </message>
    <message>
        <source>Included in rent</source>
        <translation>含在租金内</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Internal cost</source>
        <translation>内部成本</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>毛利</translation>
    </message>
</context>
<context>
    <name>cq::PriceBookVersion</name>
    <message>
        <source>the price book has no valid version number</source>
        <translation>价目表没有有效的版本号</translation>
    </message>
</context>
<context>
    <name>cq::PriceChangeBanner</name>
    <message>
        <source>Price change</source>
        <translation>价格变动</translation>
    </message>
    <message>
        <source>Close this notice</source>
        <translation>关闭此提示</translation>
    </message>
</context>
<context>
    <name>cq::PriceChangeNotice</name>
    <message>
        <source>Prices changed on the team server at %1 (version %2 → %3); the quote was recomputed.</source>
        <translation>团队服务器上的价格于 %1 变动（版本 %2 → %3）；报价已重新计算。</translation>
    </message>
    <message>
        <source>Prices changed in the price book file at %1 (version %2 → %3); the quote was recomputed.</source>
        <translation>价目表文件中的价格于 %1 变动（版本 %2 → %3）；报价已重新计算。</translation>
    </message>
    <message>
        <source>Prices changed on the team server at %1 (version %2 → %3); the quote was recomputed, and issued revision %4 keeps the prices it was issued with, which now differ from the price book.</source>
        <translation>团队服务器上的价格于 %1 变动（版本 %2 → %3）；报价已重新计算。已签发的修订版 %4 保留签发时的价格，这些价格现已与价目表不同。</translation>
    </message>
    <message>
        <source>Prices changed in the price book file at %1 (version %2 → %3); the quote was recomputed, and issued revision %4 keeps the prices it was issued with, which now differ from the price book.</source>
        <translation>价目表文件中的价格于 %1 变动（版本 %2 → %3）；报价已重新计算。已签发的修订版 %4 保留签发时的价格，这些价格现已与价目表不同。</translation>
    </message>
    <message>
        <source>Prices changed on the team server at %1 (version %2 → %3); the quote was recomputed, and issued revision %4 is not affected.</source>
        <translation>团队服务器上的价格于 %1 变动（版本 %2 → %3）；报价已重新计算，已签发的修订版 %4 不受影响。</translation>
    </message>
    <message>
        <source>Prices changed in the price book file at %1 (version %2 → %3); the quote was recomputed, and issued revision %4 is not affected.</source>
        <translation>价目表文件中的价格于 %1 变动（版本 %2 → %3）；报价已重新计算，已签发的修订版 %4 不受影响。</translation>
    </message>
</context>
<context>
    <name>cq::PriceConflictDialog</name>
    <message>
        <source>Prices Changed by Someone Else</source>
        <translation>已被他人修改的价格</translation>
    </message>
    <message>
        <source>Someone else saved these prices after you opened the price book. Your other changes are saved. For each price, keep theirs or overwrite it with yours. Back to Editor saves nothing more and keeps your values in the table.</source>
        <translation>在您打开价目表之后，他人保存了下列价格。您的其他更改已保存。请为每个价格选择保留对方的数值，或用您的数值覆盖。“返回编辑器”不再保存任何内容，并在表格中保留您的数值。</translation>
    </message>
    <message>
        <source>SKU / region</source>
        <translation>SKU / 区域</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Theirs (saved)</source>
        <translation>对方的（已保存）</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>您的</translation>
    </message>
    <message>
        <source>Changed by</source>
        <translation>修改人</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Keep All Theirs</source>
        <translation>全部保留对方的</translation>
    </message>
    <message>
        <source>Overwrite All with Yours</source>
        <translation>全部用您的覆盖</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Back to Editor</source>
        <translation>返回编辑器</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>(no difference)</source>
        <translation>（无差异）</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>Whole item</source>
        <translation>整个价格项</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>someone else</source>
        <translation>他人</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Keep theirs</source>
        <translation>保留对方的</translation>
    </message>
    <message>
        <source>Keep it removed</source>
        <translation>保持删除</translation>
    </message>
    <message>
        <source>Overwrite with yours</source>
        <translation>用您的覆盖</translation>
    </message>
    <message>
        <source>Remove it</source>
        <translation>删除它</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Chinese name</source>
        <translation>中文名称</translation>
    </message>
    <message>
        <source>Discount family</source>
        <translation>折扣系列</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>List price or estimate</source>
        <translation>官网价或预估价</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Included in rent</source>
        <translation>包含在租金内</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Internal cost</source>
        <translation>内部成本</translation>
    </message>
    <message>
        <source>Price includes</source>
        <translation>价格包含</translation>
    </message>
    <message>
        <source>list price</source>
        <translation>官网价</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>预估价</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>hidden (internal)</source>
        <translation>已隐藏（内部）</translation>
    </message>
</context>
<context>
    <name>cq::PricingRegion</name>
    <message>
        <source>%1 prices (the room&apos;s site)</source>
        <translation>%1 价格（机房所在地）</translation>
    </message>
</context>
<context>
    <name>cq::PrintActions</name>
    <message>
        <source>&amp;Print Quote…</source>
        <translation>打印报价单(&amp;P)…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view (Quote)</source>
        <translation>打印预览（报价单）(&amp;V)</translation>
    </message>
    <message>
        <source>Print &amp;Design…</source>
        <translation>打印设计(&amp;D)…</translation>
    </message>
    <message>
        <source>Print Previe&amp;w (Design)</source>
        <translation>打印预览（设计）(&amp;W)</translation>
    </message>
    <message>
        <source>Print Design</source>
        <translation>打印设计</translation>
    </message>
    <message>
        <source>Print Quote</source>
        <translation>打印报价单</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Readable (several pages when needed)</source>
        <translation>保持可读（必要时分多页）</translation>
    </message>
    <message>
        <source>Fit on one page</source>
        <translation>缩放到一页</translation>
    </message>
    <message>
        <source>Pages:</source>
        <translation>页数：</translation>
    </message>
    <message>
        <source>Cannot Print</source>
        <translation>无法打印</translation>
    </message>
    <message>
        <source>Sent the design to %1</source>
        <translation>已将设计发送到 %1</translation>
    </message>
    <message>
        <source>Sent the quote to %1</source>
        <translation>已将报价单发送到 %1</translation>
    </message>
    <message>
        <source>Print Preview (Design)</source>
        <translation>打印预览（设计）</translation>
    </message>
    <message>
        <source>Print Preview (Quote)</source>
        <translation>打印预览（报价单）</translation>
    </message>
</context>
<context>
    <name>cq::PropertyInspector</name>
    <message>
        <source>Property inspector</source>
        <translation>属性检查器</translation>
    </message>
    <message>
        <source>Select a server, switch, rack, room or cable to see and edit its properties.</source>
        <translation>选中服务器、交换机、机柜、机房或线缆，即可查看和编辑其属性。</translation>
    </message>
    <message numerus="yes">
        <source>%n objects of different kinds are selected. Select objects of one kind to edit them together.</source>
        <translation>
            <numerusform>已选中 %n 个不同类型的对象。请选中同一类型的对象再批量编辑。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::QuoteActions</name>
    <message>
        <source>Export Quote &amp;XLSX…</source>
        <translation>导出报价单 XLSX(&amp;X)…</translation>
    </message>
    <message>
        <source>Export Quote XLSX</source>
        <translation>导出报价单 XLSX</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Cannot Export XLSX</source>
        <translation>无法导出 XLSX</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>&amp;Issue Revision…</source>
        <translation>发布修订版(&amp;I)…</translation>
    </message>
    <message>
        <source>Issue Revision</source>
        <translation>发布修订版</translation>
    </message>
    <message>
        <source>Issue revision %1 for %2? An issued revision is stored unchanged and gets a quote number.</source>
        <translation>为 %2 发布第 %1 版？已发布的修订版将原样保存并获得报价单号。</translation>
    </message>
    <message>
        <source>No revision issued: the quote has no customer. Enter one in Quote &gt; Quote Details.</source>
        <translation>未发布修订版：报价没有客户。请在“报价 &gt; 报价详情”中填写客户。</translation>
    </message>
    <message>
        <source>Quote &amp;Details…</source>
        <translation>报价单详情(&amp;D)…</translation>
    </message>
    <message>
        <source>Quote Revision</source>
        <translation>报价单修订版</translation>
    </message>
    <message>
        <source>Imported; the previous price book was backed up to %1.</source>
        <translation>已导入；原价目表已备份到 %1。</translation>
    </message>
    <message>
        <source>Price book saved (version %1).</source>
        <translation>价目表已保存（版本 %1）。</translation>
    </message>
    <message>
        <source>%1 revision %2 issued.</source>
        <translation>%1 第 %2 版已发布。</translation>
    </message>
    <message>
        <source>Since revision %1: %2</source>
        <translation>相比第 %1 版：%2</translation>
    </message>
    <message>
        <source>&amp;Revisions…</source>
        <translation>修订版记录(&amp;R)…</translation>
    </message>
    <message>
        <source>No revision of this quote has been issued yet (Quote &gt; Issue Revision).</source>
        <translation>此报价单尚未发布任何修订版（报价 &gt; 发布修订版）。</translation>
    </message>
    <message>
        <source>Quote Revisions</source>
        <translation>报价单修订版</translation>
    </message>
    <message>
        <source>&amp;Price Book</source>
        <translation>价目表(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Prices and Catalog…</source>
        <translation>价格与目录(&amp;P)…</translation>
    </message>
    <message>
        <source>Not available: %1.</source>
        <translation>不可用：%1。</translation>
    </message>
</context>
<context>
    <name>cq::QuoteBuilder</name>
    <message>
        <source>the cables and optics of the servers&apos; fabric, included in the server price</source>
        <translation>服务器所在网络的线缆与光模块，已含在服务器价格中</translation>
    </message>
    <message>
        <source>%1 Gb/s cables: no catalog part covers the run</source>
        <translation>%1 Gb/s 线缆：目录中没有覆盖此距离的型号</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) have no catalog part of their rate and length: their line is marked &quot;price missing&quot; and not in the total.</source>
        <translation>
            <numerusform>%n 条线缆在目录中没有相应速率和长度的型号：该行标为“缺少价格”，不计入合计。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cables and optics are one-off charges: each of the design&apos;s cables once (no spares), added to the total once, not every month.</source>
        <translation>线缆与光模块为一次性费用：按设计中的每条线缆计一次（不含备件），只计入合计一次，不按月重复收取。</translation>
    </message>
    <message>
        <source>Huawei Ascend NPUs (%1) run Huawei&apos;s CANN software stack, not CUDA: CUDA code, custom kernels and CUDA-only libraries must be ported (e.g. to PyTorch with torch_npu) and tested before training starts; plan time for the migration.</source>
        <translation>华为昇腾 NPU（%1）运行华为 CANN 软件栈而非 CUDA：CUDA 代码、自定义算子和仅支持 CUDA 的库须先迁移（如迁移到 PyTorch + torch_npu）并测试后才能开始训练，请为迁移预留时间。</translation>
    </message>
    <message>
        <source>Annual term: the %1 lines are priced at 100 % of 12 x monthly (the price book sets no annual share for that family); the industry habit is %2-%3 % of 12 x monthly, an estimate: ask the provider for its figure.</source>
        <translation>年付：%1 各行按 12 个月月价的 100% 计价（价目表未为该系列设定年付比例）；行业惯例为 12 个月月价的 %2-%3%（预估），请向服务商确认。</translation>
    </message>
    <message>
        <source>Manual line &quot;%1&quot;: quantity %2 or discount %3 is out of range; priced at 0.</source>
        <translation>手工行“%1”：数量 %2 或折扣 %3 超出范围，按 0 计价。</translation>
    </message>
    <message>
        <source>Amounts are in USD at %1 CNY per USD (rate of %2): each unit price is converted once and rounded to the cent; a line&apos;s USD amount = that unit price x quantity x months x share x (1 - discount), rounded once to the cent, halves away from zero; VAT is rounded per line and the totals are the sums of the lines.</source>
        <translation>金额以美元计，汇率 %1 人民币/美元（%2 汇率）：每个单价只换算一次并舍入到美分；每行美元金额 = 该单价 × 数量 × 月数 × 计费比例 × (1 - 折扣)，只舍入一次，精确到美分，逢半远离零进位；增值税按行舍入，合计为各行之和。</translation>
    </message>
    <message>
        <source>Amounts are in USD at %1 CNY per USD (rate of %2): each unit price is converted once and rounded to the cent; a line&apos;s USD amount = that unit price x quantity x months x share x (1 - discount); the lines are summed exactly, the subtotal is rounded once to the cent, halves away from zero, and VAT is computed on it.</source>
        <translation>金额以美元计，汇率 %1 人民币/美元（%2 汇率）：每个单价只换算一次并舍入到美分；每行美元金额 = 该单价 × 数量 × 月数 × 计费比例 × (1 - 折扣)；各行精确相加，小计只舍入一次，精确到美分，逢半远离零进位，增值税按小计计算。</translation>
    </message>
    <message>
        <source>%1 kW at full load x %2 h x %3 % utilisation = %4 kWh</source>
        <translation>满载功率 %1 kW × %2 小时 × 利用率 %3% = %4 kWh</translation>
    </message>
    <message>
        <source>%1 kW at full load, servers and switches</source>
        <translation>满载功率 %1 kW（服务器与交换机）</translation>
    </message>
    <message>
        <source>Power is charged per kWh: the design&apos;s full-load power (%1 kW, every server and switch) at %2 % utilisation for %3 hours a month.</source>
        <translation>电费按 kWh 计：设计的满载功率（%1 kW，含全部服务器与交换机），利用率 %2%，每月按 %3 小时计。</translation>
    </message>
    <message>
        <source>Power is charged per kWh: the design&apos;s full-load power (%1 kW, every server and switch) at %2 % utilisation for %3 hours a year (12 x %4 hours).</source>
        <translation>电费按 kWh 计：设计的满载功率（%1 kW，含全部服务器与交换机），利用率 %2%，全年按 %3 小时计（12 × %4 小时）。</translation>
    </message>
    <message>
        <source>Power is charged per kWh: the design&apos;s full-load power (%1 kW, every server and switch) at %2 % utilisation for 1 hour.</source>
        <translation>电费按 kWh 计：设计的满载功率（%1 kW，含全部服务器与交换机），利用率 %2%，按 1 小时计。</translation>
    </message>
    <message>
        <source>one port per cabled server NIC: %1 NICs on %2 servers</source>
        <translation>按已接线的服务器网卡计，每块网卡一个端口：%2 台服务器共 %1 块网卡</translation>
    </message>
    <message>
        <source>%1 cabled server NIC ports on %2 servers, included in the server price</source>
        <translation>%2 台服务器已接线的 %1 个网卡端口，已含在服务器价格中</translation>
    </message>
    <message>
        <source>the switches of the servers&apos; fabric, included in the server price</source>
        <translation>服务器所在组网的交换机，已含在服务器价格中</translation>
    </message>
    <message>
        <source>The InfiniBand port fee ticked as priced in the hidden-fee checklist is already a line of this quote: it is not charged twice.</source>
        <translation>隐形费用清单中标为已计价的 IB 端口费已是本报价中的一行：不重复收费。</translation>
    </message>
    <message numerus="yes">
        <source>%n device(s) have no SKU: their line is priced at 0.</source>
        <translation>
            <numerusform>%n 台设备没有 SKU：其报价行按 0 计价。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) priced as %1 have %2 x %3 Gb/s %4 NICs instead of its %5 x %6 Gb/s %7: the port fees and switches that price includes are quoted separately.</source>
        <translation>
            <numerusform>%n 台按“%1”计价的服务器配有 %2 x %3 Gb/s %4 网卡，而非该价格对应的 %5 x %6 Gb/s %7：该价格所含的端口费和交换机另行报价。</numerusform>
        </translation>
    </message>
    <message>
        <source>The price book&apos;s VAT rate (%1 basis points) is negative; VAT is taken as 0.</source>
        <translation>价目表中的增值税率（%1 个基点）为负数；增值税按 0 计。</translation>
    </message>
    <message>
        <source>Discount rule &quot;%1&quot; for %2: its target price %3 is above the list price %4, so it is no discount and is not applied.</source>
        <translation>折扣规则“%1”（%2）：目标价 %3 高于标价 %4，不构成折扣，未予采用。</translation>
    </message>
    <message>
        <source>%1 kW at full load, included in server rent</source>
        <translation>满载功率 %1 kW，电费已含在服务器租金中</translation>
    </message>
    <message>
        <source>Each line and its VAT are rounded once to the fen, halves away from zero; the totals are sums of the rounded lines.</source>
        <translation>每一行金额及其增值税各舍入一次，精确到分，逢半远离零进位；合计为各行舍入后金额之和。</translation>
    </message>
    <message>
        <source>Lines are summed exactly; the subtotal is rounded once to the fen, halves away from zero, and VAT is computed on it.</source>
        <translation>各行金额精确相加；小计只舍入一次，精确到分，逢半远离零进位，增值税按小计计算。</translation>
    </message>
    <message>
        <source>Contingency 20 %: %1</source>
        <translation>不可预见费 20 %：%1</translation>
    </message>
    <message>
        <source>The price book&apos;s USD rate (%1) is not positive; the quote stays in CNY.</source>
        <translation>价目表中的美元汇率（%1）不是正数；报价仍以人民币计。</translation>
    </message>
    <message>
        <source>An amount is too large to convert to USD exactly; the quote stays in CNY.</source>
        <translation>有金额过大，无法精确换算为美元；报价仍以人民币计。</translation>
    </message>
    <message>
        <source>No price for SKU %1 in the price book: the line is marked &quot;price missing&quot; and not in the total.</source>
        <translation>价目表中没有 SKU %1 的价格：该行标记为“价格缺失”，不计入合计。</translation>
    </message>
    <message>
        <source>%1 per GPU-hour (%2 GPUs per server)</source>
        <translation>每卡时 %1（每台服务器 %2 块 GPU）</translation>
    </message>
    <message>
        <source>Hourly prices are the monthly list price divided by %1 hours per month (8,760 hours a year / 12), rounded once to the fen, halves away from zero; a GPU-hour is a server-hour divided by the server&apos;s GPUs.</source>
        <translation>按小时价格 = 月标价 ÷ 每月 %1 小时（每年 8,760 小时 ÷ 12），只舍入一次，精确到分，逢半远离零进位；卡时价格 = 台时价格 ÷ 该服务器的 GPU 数。</translation>
    </message>
    <message>
        <source>Line &quot;%1&quot;: the amount is too large to be represented exactly; it is not priced.</source>
        <translation>报价行“%1”：金额过大，无法精确表示；该行不计价。</translation>
    </message>
    <message>
        <source>The quote&apos;s %1 is too large to be represented exactly; it is shown as 0.</source>
        <translation>报价单的%1过大，无法精确表示；显示为 0。</translation>
    </message>
    <message>
        <source>one-off</source>
        <translation>一次性</translation>
    </message>
    <message>
        <source>Monthly charges</source>
        <translation>每月费用</translation>
    </message>
    <message>
        <source>Annual charges (12 months)</source>
        <translation>全年费用（12 个月）</translation>
    </message>
    <message>
        <source>Hourly charges</source>
        <translation>每小时费用</translation>
    </message>
    <message>
        <source>Monthly total</source>
        <translation>每月合计</translation>
    </message>
    <message>
        <source>Annual total (12 months)</source>
        <translation>全年合计（12 个月）</translation>
    </message>
    <message>
        <source>Hourly total</source>
        <translation>每小时合计</translation>
    </message>
    <message>
        <source>One-off charges</source>
        <translation>一次性费用</translation>
    </message>
    <message>
        <source>One-off total</source>
        <translation>一次性费用合计</translation>
    </message>
    <message>
        <source>First invoice (first month + one-off)</source>
        <translation>首期账单（首月 + 一次性费用）</translation>
    </message>
    <message>
        <source>First invoice (first hour + one-off)</source>
        <translation>首期账单（首小时 + 一次性费用）</translation>
    </message>
    <message>
        <source>Total (12 months + one-off)</source>
        <translation>合计（12 个月 + 一次性费用）</translation>
    </message>
    <message>
        <source>Prices as of %1 (offline copy of the team price book).</source>
        <translation>价格截至 %1（团队价格手册的离线副本）。</translation>
    </message>
</context>
<context>
    <name>cq::QuoteExtrasDialog</name>
    <message>
        <source>Add from Price Book</source>
        <translation>从价目表添加</translation>
    </message>
    <message>
        <source>price book default</source>
        <translation>价目表默认值</translation>
    </message>
    <message>
        <source> Mb/s</source>
        <translation> Mb/s</translation>
    </message>
    <message>
        <source>Dedicated bandwidth quoted with the servers; 0 for none</source>
        <translation>随服务器报价的独享带宽；0 表示不需要</translation>
    </message>
    <message>
        <source>Bandwidth:</source>
        <translation>带宽：</translation>
    </message>
    <message>
        <source>Quote Details</source>
        <translation>报价单详情</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价单</translation>
    </message>
    <message>
        <source>Manual Lines</source>
        <translation>手工条目</translation>
    </message>
    <message>
        <source>Hidden Fees</source>
        <translation>隐形费用</translation>
    </message>
    <message>
        <source>Assigned from the sequence when the quote is issued</source>
        <translation>发布报价单时按序号自动分配</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Chinese (zh_CN)</source>
        <translation>中文（zh_CN）</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Default prices</source>
        <translation>默认价格</translation>
    </message>
    <message>
        <source>Add a 20 % contingency to each block (hardware, network, services)</source>
        <translation>为每个部分（硬件、网络、服务）加计 20 % 不可预见费</translation>
    </message>
    <message>
        <source>Quote number:</source>
        <translation>报价单号：</translation>
    </message>
    <message>
        <source>Customer:</source>
        <translation>客户：</translation>
    </message>
    <message>
        <source>Sales engineer:</source>
        <translation>售前工程师：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>Valid for:</source>
        <translation>有效期：</translation>
    </message>
    <message>
        <source>PDF language:</source>
        <translation>PDF 语言：</translation>
    </message>
    <message>
        <source>Price region:</source>
        <translation>价格区域：</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Description (Chinese)</source>
        <translation>中文描述</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>List / estimate</source>
        <translation>标价 / 预估</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Discount % (=price)</source>
        <translation>折扣 %（=折后价）</translation>
    </message>
    <message>
        <source>%1 is not a price from 0 to the unit price (e.g. =290.00)</source>
        <translation>%1 不是 0 到单价之间的价格（例如 =290.00）</translation>
    </message>
    <message>
        <source>Included</source>
        <translation>包内</translation>
    </message>
    <message>
        <source>Add Line</source>
        <translation>添加行</translation>
    </message>
    <message>
        <source>Remove Line</source>
        <translation>删除行</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Hidden fee</source>
        <translation>隐形费用</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Price per month</source>
        <translation>月价</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Not yet confirmed</source>
        <translation>尚未确认</translation>
    </message>
    <message>
        <source>Not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Priced</source>
        <translation>已计价</translation>
    </message>
    <message>
        <source>Manual line %1, %2: %3</source>
        <translation>手工条目 %1，%2：%3</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>not a number with at most 3 decimals</source>
        <translation>不是最多三位小数的数</translation>
    </message>
    <message>
        <source>use month, hour, port-month, mbps-month, kwh or one-off</source>
        <translation>请用 month、hour、port-month、mbps-month、kwh 或 one-off</translation>
    </message>
    <message>
        <source>use list or estimate</source>
        <translation>请用 list 或 estimate</translation>
    </message>
    <message>
        <source>use an amount such as 2000.00 or a range 2000-3000</source>
        <translation>请填写金额（如 2000.00）或区间（如 2000-3000）</translation>
    </message>
    <message>
        <source>Hidden fee &quot;%1&quot;: the price &quot;%2&quot; is not an amount or a range.</source>
        <translation>隐形费用“%1”：价格“%2”不是金额或区间。</translation>
    </message>
    <message>
        <source>CNY (as priced)</source>
        <translation>人民币（按价目表）</translation>
    </message>
    <message>
        <source>USD at the price book&apos;s rate</source>
        <translation>美元（按价目表汇率）</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>币种：</translation>
    </message>
</context>
<context>
    <name>cq::QuoteExtrasFormat</name>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>应为 true 或 false</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>应为 %1 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>expected [min, max] in fen</source>
        <translation>应为以分为单位的 [min, max]</translation>
    </message>
    <message>
        <source>min is greater than max</source>
        <translation>min 大于 max</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>“%1”不在 %2 之中</translation>
    </message>
    <message>
        <source>unknown unit &quot;%1&quot;</source>
        <translation>未知单位“%1”</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot; (list or estimate)</source>
        <translation>未知类型“%1”（应为 list 或 estimate）</translation>
    </message>
    <message>
        <source>unknown hidden fee &quot;%1&quot;</source>
        <translation>未知的隐形费用“%1”</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>应为数组</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>“%1”出现了两次</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a quote currency (CNY or USD)</source>
        <translation>“%1”不是支持的报价币种（CNY 或 USD）</translation>
    </message>
</context>
<context>
    <name>cq::QuotePdfText</name>
    <message>
        <source>Quotation</source>
        <translation>报价单</translation>
    </message>
    <message>
        <source>Quote no.</source>
        <translation>报价单号</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Sales engineer</source>
        <translation>售前工程师</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>付款周期</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>月付</translation>
    </message>
    <message>
        <source>Annual (12 months)</source>
        <translation>年付（12 个月）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price (%1/month)</source>
        <translation>单价（%1/月）</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>计费比例</translation>
    </message>
    <message>
        <source>Amount (%1)</source>
        <translation>金额（%1）</translation>
    </message>
    <message>
        <source>Charged items</source>
        <translation>增项（计费项目）</translation>
    </message>
    <message>
        <source>Included in server rent (no charge)</source>
        <translation>包内（已含在服务器租金中，不另收费）</translation>
    </message>
    <message>
        <source>Included</source>
        <translation>包内</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>预估价</translation>
    </message>
    <message>
        <source>Share: the annual price as a percentage of 12 x the monthly list price.</source>
        <translation>计费比例：年付价格占 12 个月月付价格的比例。</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <source>VAT (%1)</source>
        <translation>增值税（%1）</translation>
    </message>
    <message>
        <source>VAT included in the prices (%1)</source>
        <translation>其中含增值税（%1）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Total (range)</source>
        <translation>合计（区间）</translation>
    </message>
    <message>
        <source>Estimated prices, subject to consultation: the total is a range because this quote contains estimates. Estimated lines: %1. The final price is confirmed on consultation.</source>
        <translation>预估价格，以咨询为准：本报价含预估价格，因此合计为区间。预估项目：%1。最终价格以咨询确认为准。</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>第 %1 项</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation>舍入规则</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Hidden-fee checklist</source>
        <translation>隐形费用核对清单</translation>
    </message>
    <message>
        <source>priced in this quote</source>
        <translation>已在本报价中计价</translation>
    </message>
    <message>
        <source>included (no extra charge)</source>
        <translation>已包含，不另收费</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>NOT YET CONFIRMED: ask before signing</source>
        <translation>尚未确认：签约前请询问</translation>
    </message>
    <message>
        <source>Monthly or annual</source>
        <translation>月付与年付对比</translation>
    </message>
    <message>
        <source>12 x monthly: %1. Annual: %2. Annual saves %3, i.e. %4 months of the monthly price. An annual contract must state whether it can be downgraded or moved mid-term.</source>
        <translation>月付 12 个月：%1。年付：%2。年付节省 %3，相当于 %4 个月的月付费用。年付合同须写明中途能否降配或迁移。</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑图</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设条件</translation>
    </message>
    <message>
        <source>Acceptance after handover</source>
        <translation>交付验收</translation>
    </message>
    <message>
        <source>Measure these after handover and compare with the expected figures (from ClusterQuote&apos;s analysis).</source>
        <translation>交付后请实测以下项目，并与预期数值（ClusterQuote 分析结果）对比。</translation>
    </message>
    <message>
        <source>nvidia-smi topo -m on each node: expect %1 between every GPU pair.</source>
        <translation>在每台节点运行 nvidia-smi topo -m：任意两块 GPU 之间应显示 %1。</translation>
    </message>
    <message>
        <source>ibstat on each node: every InfiniBand fabric port Active at %1 Gb/s.</source>
        <translation>在每台节点运行 ibstat：每个 InfiniBand 网络端口 Active，速率 %1 Gb/s。</translation>
    </message>
    <message>
        <source>ethtool IFACE for each fabric port of each node: Speed: %1Mb/s, Duplex: Full, Link detected: yes; RDMA enabled.</source>
        <translation>在每台节点对每个网络端口运行 ethtool 网卡名：Speed: %1Mb/s，Duplex: Full，Link detected: yes；RDMA 已启用。</translation>
    </message>
    <message>
        <source>One node: all_reduce_perf -b 8 -e 8G -f 2 -g %1 ; expected bus bandwidth about %2 GB/s at 8 GiB.</source>
        <translation>单节点：all_reduce_perf -b 8 -e 8G -f 2 -g %1 ；8 GiB 时预期总线带宽约 %2 GB/s。</translation>
    </message>
    <message>
        <source>Across %1 nodes: NCCL_IB_DISABLE=0 NCCL_SOCKET_IFNAME=&lt;if&gt; mpirun -np %2 all_reduce_perf -b 8 -e 8G -f 2 -g 1 ; expected bus bandwidth about %3 GB/s at 8 GiB.</source>
        <translation>跨 %1 节点：NCCL_IB_DISABLE=0 NCCL_SOCKET_IFNAME=&lt;网卡&gt; mpirun -np %2 all_reduce_perf -b 8 -e 8G -f 2 -g 1 ；8 GiB 时预期总线带宽约 %3 GB/s。</translation>
    </message>
    <message>
        <source>A run passes when its bus bandwidth at 1 GiB and above reaches, on average, %1 % or more of the figure expected at each size. Then, under a real training run, nvidia-smi dmon (or nvidia-smi --query-gpu=utilization.gpu --format=csv -l 1) should show every GPU steady at 80-90 % or more: the network is fine; reach a gradient-sync efficiency of 80 % or more before scaling from 2 nodes to 4 or 8.</source>
        <translation>测试通过的标准：1 GiB 及以上各消息大小的总线带宽平均达到该大小预期值的 %1% 或以上。之后在真实训练任务下，nvidia-smi dmon（或 nvidia-smi --query-gpu=utilization.gpu --format=csv -l 1）应显示每块 GPU 利用率稳定在 80-90% 或以上，说明网络正常；梯度同步效率达到 80% 以上再从 2 节点扩展到 4 或 8 节点。</translation>
    </message>
    <message>
        <source>Quotation %1</source>
        <translation>报价单 %1</translation>
    </message>
    <message>
        <source>All servers of one synchronous training job are in the same machine room under one non-blocking switch fabric, as designed; moving nodes to another room or city changes the expected performance.</source>
        <translation>同一同步训练任务的所有服务器位于同一机房、同一无阻塞交换网络下（按设计）；节点迁往其他机房或城市会改变预期性能。</translation>
    </message>
    <message>
        <source>Prices are per month unless a line says otherwise; lines marked as estimates are ranges confirmed on consultation; unticked hidden fees are not included.</source>
        <translation>除另有说明外价格均为月价；标注预估的项目为区间价格，以咨询确认为准；未确认的隐形费用不包含在内。</translation>
    </message>
    <message>
        <source>Hourly (trial)</source>
        <translation>按小时（试用）</translation>
    </message>
    <message>
        <source>Unit price (%1/hour)</source>
        <translation>单价（%1/小时）</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Published range</source>
        <translation>官网明示价区间</translation>
    </message>
    <message>
        <source>PRICE MISSING</source>
        <translation>价格缺失</translation>
    </message>
    <message>
        <source>Published price ranges: the total is a range because these lines have a published list price range, not an estimate: %1. The price within the range is fixed on order.</source>
        <translation>官网明示价区间：以下项目的官网明示价为区间（并非预估价），因此合计为区间：%1。区间内的具体价格在下单时确定。</translation>
    </message>
    <message>
        <source>Warnings: this quote is incomplete</source>
        <translation>警告：本报价不完整</translation>
    </message>
    <message>
        <source>Drawn by tier: %1 are too many to draw one by one across the page, so each of these tiers is one box (count and model).</source>
        <translation>按层绘制：%1 数量过多，页面宽度内无法逐台绘制，因此每层画为一个方框（数量与型号）。</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 台服务器</translation>
    </message>
    <message>
        <source>%1 leaf switches</source>
        <translation>%1 台叶交换机</translation>
    </message>
    <message>
        <source>%1 spine switches</source>
        <translation>%1 台脊交换机</translation>
    </message>
    <message>
        <source>%1 core switches</source>
        <translation>%1 台核心交换机</translation>
    </message>
    <message>
        <source>%1 tier-%2 switches</source>
        <translation>%1 台第 %2 层交换机</translation>
    </message>
    <message>
        <source>%1 cables inside the tier</source>
        <translation>层内线缆 %1 条</translation>
    </message>
    <message>
        <source>Each line stands for the cables between two boxes; the x number on it is how many.</source>
        <translation>每条连线代表两个方框之间的线缆，线上的 x 数字为线缆条数。</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>Amount = quantity x unit price x months x share x (1 - discount), rounded once to the fen, halves away from zero.</source>
        <translation>金额 = 数量 × 单价 × 月数 × 计费比例 × (1 - 折扣)，只舍入一次，精确到分，逢半远离零进位。</translation>
    </message>
    <message>
        <source>%1 (price %2)</source>
        <translation>%1（折后价 %2）</translation>
    </message>
    <message>
        <source>DRAFT</source>
        <translation>草稿</translation>
    </message>
    <message>
        <source>Draft: no revision of this quote has been issued, so it has no quote number and is not an offer.</source>
        <translation>草稿：本报价尚未签发版本，因此没有报价单号，不构成正式报价。</translation>
    </message>
    <message>
        <source>12 x monthly: %1. Annual: %2. The annual term costs the same as 12 months of the monthly price. An annual contract must state whether it can be downgraded or moved mid-term.</source>
        <translation>月付 12 个月：%1。年付：%2。年付与 12 个月月付费用相同。年付合同须写明中途能否降配或迁移。</translation>
    </message>
    <message>
        <source>12 x monthly: %1. Annual: %2. The annual term costs %3 more than 12 months of the monthly price. An annual contract must state whether it can be downgraded or moved mid-term.</source>
        <translation>月付 12 个月：%1。年付：%2。年付比 12 个月月付费用多 %3。年付合同须写明中途能否降配或迁移。</translation>
    </message>
    <message>
        <source>12 x monthly: %1. Annual: %2. Whether the annual term saves depends on the estimated prices: from %3 less to %4 more than 12 months of the monthly price. An annual contract must state whether it can be downgraded or moved mid-term.</source>
        <translation>月付 12 个月：%1。年付：%2。年付是否更省取决于预估价格：比 12 个月月付费用少 %3 至多 %4。年付合同须写明中途能否降配或迁移。</translation>
    </message>
    <message>
        <source>%1: the price includes %2</source>
        <translation>%1：价格已包含%2</translation>
    </message>
    <message>
        <source>included in the server price (no extra charge)</source>
        <translation>已含在服务器价格中，不另收费</translation>
    </message>
    <message>
        <source>Each line and its VAT are rounded once to the cent, halves away from zero; the totals are sums of the rounded lines.</source>
        <translation>每一行金额及其增值税各舍入一次，精确到美分，逢半远离零进位；合计为各行舍入后金额之和。</translation>
    </message>
    <message>
        <source>Lines are summed exactly; the subtotal is rounded once to the cent, halves away from zero, and VAT is computed on it.</source>
        <translation>各行金额精确相加；小计只舍入一次，精确到美分，逢半远离零进位，增值税按小计计算。</translation>
    </message>
    <message>
        <source>Amount = quantity x unit price x months x share x (1 - discount), rounded once to the cent, halves away from zero.</source>
        <translation>金额 = 数量 × 单价 × 月数 × 计费比例 × (1 - 折扣)，只舍入一次，精确到美分，逢半远离零进位。</translation>
    </message>
    <message>
        <source>ethtool IFACE for each fabric port of each node: Speed: %1Mb/s, Duplex: Full, Link detected: yes.</source>
        <translation>在每台节点对每个网络端口运行 ethtool 网卡名：Speed: %1Mb/s，Duplex: Full，Link detected: yes。</translation>
    </message>
    <message>
        <source>Across %1 nodes (TCP sockets, no RDMA): NCCL_IB_DISABLE=1 NCCL_SOCKET_IFNAME=&lt;if&gt; mpirun -np %2 all_reduce_perf -b 8 -e 8G -f 2 -g 1 ; expected bus bandwidth about %3 GB/s at 8 GiB.</source>
        <translation>跨 %1 节点（TCP 套接字，无 RDMA）：NCCL_IB_DISABLE=1 NCCL_SOCKET_IFNAME=&lt;网卡&gt; mpirun -np %2 all_reduce_perf -b 8 -e 8G -f 2 -g 1 ；8 GiB 时预期总线带宽约 %3 GB/s。</translation>
    </message>
    <message>
        <source>%1 (no NV#)</source>
        <translation>%1（无 NV#）</translation>
    </message>
    <message>
        <source>npu-smi info -t topo on each node: expect HCCS between every NPU pair.</source>
        <translation>在每台节点运行 npu-smi info -t topo：任意两块 NPU 之间应显示 HCCS。</translation>
    </message>
    <message>
        <source>hccn_tool -i N -link -g and hccn_tool -i N -speed -g for each NPU N of each node: link UP, speed %1 Mb/s.</source>
        <translation>在每台节点对每块 NPU（编号 N）运行 hccn_tool -i N -link -g 与 hccn_tool -i N -speed -g：链路 UP，速率 %1 Mb/s。</translation>
    </message>
    <message>
        <source>One node (HCCL Test): mpirun -n %1 ./bin/all_reduce_test -p %1 -b 8 -e 8G -f 2 ; expected alg_bandwidth about %2 GB/s at 8 GiB (bus bandwidth %3 GB/s).</source>
        <translation>单节点（HCCL Test）：mpirun -n %1 ./bin/all_reduce_test -p %1 -b 8 -e 8G -f 2 ；8 GiB 时预期 alg_bandwidth 约 %2 GB/s（总线带宽 %3 GB/s）。</translation>
    </message>
    <message>
        <source>Across %1 nodes (HCCL Test): mpirun -f hostfile -n %2 ./bin/all_reduce_test -p %3 -b 8 -e 8G -f 2 ; expected alg_bandwidth about %4 GB/s at 8 GiB (bus bandwidth %5 GB/s).</source>
        <translation>跨 %1 节点（HCCL Test）：mpirun -f hostfile -n %2 ./bin/all_reduce_test -p %3 -b 8 -e 8G -f 2 ；8 GiB 时预期 alg_bandwidth 约 %4 GB/s（总线带宽 %5 GB/s）。</translation>
    </message>
    <message>
        <source>A run passes when its alg_bandwidth at 1 GiB and above reaches, on average, %1 % or more of the figure expected at each size (HCCL Test prints algorithm bandwidth; bus bandwidth = alg_bandwidth x 2(n-1)/n for n NPUs). Then, under a real training run, npu-smi info should show every NPU&apos;s AI Core usage steady at 80-90 % or more: the network is fine; reach a gradient-sync efficiency of 80 % or more before scaling from 2 nodes to 4 or 8.</source>
        <translation>测试通过的标准：1 GiB 及以上各消息大小的 alg_bandwidth 平均达到该大小预期值的 %1% 或以上（HCCL Test 输出算法带宽；n 块 NPU 时总线带宽 = alg_bandwidth × 2(n-1)/n）。之后在真实训练任务下，npu-smi info 应显示每块 NPU 的 AI Core 利用率稳定在 80-90% 或以上，说明网络正常；梯度同步效率达到 80% 以上再从 2 节点扩展到 4 或 8 节点。</translation>
    </message>
    <message>
        <source>month</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>台</translation>
    </message>
    <message>
        <source>units</source>
        <translation>台</translation>
    </message>
    <message>
        <source>port</source>
        <translation>个端口</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>个端口</translation>
    </message>
    <message>
        <source>item</source>
        <translation>项</translation>
    </message>
    <message>
        <source>items</source>
        <translation>项</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source> (VAT %1 % on every line)</source>
        <translation> (增值税 %1%)</translation>
    </message>
    <message>
        <source>fi_info -p efa -t FI_EP_RDM on each node: every EFA device listed (%1 Gb/s each).</source>
        <translation>每个节点执行 fi_info -p efa -t FI_EP_RDM：应列出每块 EFA 设备（每块 %1 Gb/s）。</translation>
    </message>
    <message>
        <source>Across %1 nodes (AWS EFA through the aws-ofi-nccl plugin): FI_PROVIDER=efa mpirun -np %2 all_reduce_perf -b 8 -e 8G -f 2 -g 1 ; expected bus bandwidth about %3 GB/s at 8 GiB.</source>
        <translation>跨 %1 个节点（AWS EFA，经 aws-ofi-nccl 插件）：FI_PROVIDER=efa mpirun -np %2 all_reduce_perf -b 8 -e 8G -f 2 -g 1 ；8 GiB 时预期总线带宽约 %3 GB/s。</translation>
    </message>
</context>
<context>
    <name>cq::QuotePdfWriter</name>
    <message>
        <source>Cannot print the quote: %1</source>
        <translation>无法打印报价单：%1</translation>
    </message>
    <message>
        <source>Cannot write the quote PDF %1: %2</source>
        <translation>无法写入报价单 PDF %1：%2</translation>
    </message>
</context>
<context>
    <name>cq::QuoteRevisionStore</name>
    <message>
        <source>the quote sequence setting is missing</source>
        <translation>缺少报价单序号设置</translation>
    </message>
    <message>
        <source>unknown term &apos;%1&apos;</source>
        <translation>未知的付款周期“%1”</translation>
    </message>
    <message>
        <source>revision %1 of %2 is unreadable: %3</source>
        <translation>%2 的第 %1 版无法读取：%3</translation>
    </message>
</context>
<context>
    <name>cq::QuoteRevisionsWindow</name>
    <message>
        <source>Annual</source>
        <translation>年付</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>按小时</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>月付</translation>
    </message>
    <message>
        <source>Revisions of %1</source>
        <translation>%1 的修订版</translation>
    </message>
    <message>
        <source>Revision %1</source>
        <translation>第 %1 版</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>with</source>
        <translation>与</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Issued (UTC)</source>
        <translation>发布时间（UTC）</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>付款周期</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Issue a second revision to compare.</source>
        <translation>再发布一个修订版后即可比较。</translation>
    </message>
    <message>
        <source>No change to the design, the prices or the manual lines.</source>
        <translation>设计、价格和手工条目均无变化。</translation>
    </message>
</context>
<context>
    <name>cq::QuoteTableModel</name>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>The price includes %1</source>
        <translation>价格已包含%1</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation>单价（%1）</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>计费比例</translation>
    </message>
    <message>
        <source>Amount (%1)</source>
        <translation>金额（%1）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Estimate (以咨询为准): ask for a binding price</source>
        <translation>预估价格（以咨询为准）：确定价格请咨询</translation>
    </message>
    <message>
        <source>included</source>
        <translation>包内</translation>
    </message>
    <message>
        <source>Contains estimates (以咨询为准): the binding price may lie anywhere in this range</source>
        <translation>含预估价格（以咨询为准）：最终价格可能落在此区间内任意位置</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <source>VAT %1 (included in prices)</source>
        <translation>增值税 %1（已含在价格中）</translation>
    </message>
    <message>
        <source>VAT %1</source>
        <translation>增值税 %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Included</source>
        <translation>包内</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>预估价格</translation>
    </message>
    <message>
        <source>List</source>
        <translation>标价</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>port-month</source>
        <translation>端口·月</translation>
    </message>
    <message>
        <source>Mb/s-month</source>
        <translation>Mb/s·月</translation>
    </message>
    <message>
        <source>TB-month</source>
        <translation>TB·月</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>one-off</source>
        <translation>一次性</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>No price in the price book: add one before sending the quote</source>
        <translation>价目表中没有价格：发送报价单前请先补充</translation>
    </message>
    <message>
        <source>Published list price range: the price within it is fixed on order</source>
        <translation>官网明示价区间：区间内的具体价格在下单时确定</translation>
    </message>
    <message>
        <source>price missing</source>
        <translation>价格缺失</translation>
    </message>
    <message>
        <source>Price missing</source>
        <translation>价格缺失</translation>
    </message>
    <message>
        <source>Published range</source>
        <translation>官网明示价区间</translation>
    </message>
</context>
<context>
    <name>cq::QuoteTableWidget</name>
    <message>
        <source>Quote totals</source>
        <translation>报价合计</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;All</source>
        <translation>全部复制(&amp;A)</translation>
    </message>
    <message>
        <source>Contract term</source>
        <translation>付款周期</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>月付</translation>
    </message>
    <message>
        <source>Annual</source>
        <translation>年付</translation>
    </message>
    <message>
        <source>Term:</source>
        <translation>付款周期：</translation>
    </message>
    <message>
        <source>Δ %1 / year since last edit</source>
        <translation>较上次修改 Δ %1 / 年</translation>
    </message>
    <message>
        <source>Δ %1 / month since last edit</source>
        <translation>较上次修改 Δ %1 / 月</translation>
    </message>
    <message>
        <source>Quote lines</source>
        <translation>报价明细</translation>
    </message>
    <message>
        <source>Change of the total since the previous quote of the same term</source>
        <translation>与同一付款周期的上一次报价相比，合计的变化</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>按小时</translation>
    </message>
    <message>
        <source>Δ %1 / hour since last edit</source>
        <translation>较上次修改 Δ %1 / 小时</translation>
    </message>
</context>
<context>
    <name>cq::QuoteXlsxWriter</name>
    <message>
        <source>Quote</source>
        <translation>报价单</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>料号</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Unit price (%1)</source>
        <translation>单价（%1）</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 最低</translation>
    </message>
    <message>
        <source>%1 max</source>
        <translation>%1 最高</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>官网价</translation>
    </message>
    <message>
        <source>the price includes %1</source>
        <translation>价格已包含%1</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>port-hour</source>
        <translation>端口·小时</translation>
    </message>
    <message>
        <source>port-month</source>
        <translation>端口·月</translation>
    </message>
    <message>
        <source>Mb/s-hour</source>
        <translation>Mb/s·小时</translation>
    </message>
    <message>
        <source>Mb/s-month</source>
        <translation>Mb/s·月</translation>
    </message>
    <message>
        <source>one-off</source>
        <translation>一次性</translation>
    </message>
    <message>
        <source>kW-hour</source>
        <translation>kW·小时</translation>
    </message>
    <message>
        <source>kW-month</source>
        <translation>kW·月</translation>
    </message>
    <message>
        <source>TB-hour</source>
        <translation>TB·小时</translation>
    </message>
    <message>
        <source>TB-month</source>
        <translation>TB·月</translation>
    </message>
</context>
<context>
    <name>cq::RackDock</name>
    <message>
        <source>Rack Elevation</source>
        <translation>机柜立面图</translation>
    </message>
</context>
<context>
    <name>cq::RackElevationWidget</name>
    <message>
        <source>Rack elevation</source>
        <translation>机柜立面图</translation>
    </message>
    <message>
        <source>The design has no racks.</source>
        <translation>该设计中没有机柜。</translation>
    </message>
    <message>
        <source>%1 / %2 U used, %3 U free</source>
        <translation>已用 %1 / %2 U，空闲 %3 U</translation>
    </message>
    <message>
        <source>%1 / %2 kW</source>
        <translation>%1 / %2 kW</translation>
    </message>
    <message>
        <source>Move in Rack</source>
        <translation>在机柜内移动</translation>
    </message>
</context>
<context>
    <name>cq::RackItem</name>
    <message>
        <source>%1 / %2 kW</source>
        <translation>%1 / %2 kW</translation>
    </message>
    <message>
        <source>%1 / %2 kW (%3 %)</source>
        <translation>%1 / %2 kW（%3%）</translation>
    </message>
    <message>
        <source>Rack %1: %2 at full load</source>
        <translation>机柜 %1：满载 %2</translation>
    </message>
</context>
<context>
    <name>cq::RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>%1 (not found)</source>
        <translation>%1（未找到）</translation>
    </message>
    <message>
        <source>No recent designs</source>
        <translation>没有最近打开的设计</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>清除菜单(&amp;C)</translation>
    </message>
    <message>
        <source>Design Not Found</source>
        <translation>找不到设计</translation>
    </message>
    <message>
        <source>%1 no longer exists; it was removed from the recent designs.</source>
        <translation>%1 已不存在，已从最近打开的设计中移除。</translation>
    </message>
</context>
<context>
    <name>cq::RecoveryPrompt</name>
    <message>
        <source>an untitled design</source>
        <translation>一个未命名的设计</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>ClusterQuote did not close normally. Unsaved changes to %1 were autosaved at %2.

Recover them? Your own file is unchanged until you save.</source>
        <translation>ClusterQuote 上次未正常关闭。%1 的未保存修改已于 %2 自动保存。

是否恢复？在您保存之前，原文件保持不变。</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <source>Cannot Recover</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>The autosave cannot be read: %1</source>
        <translation>无法读取自动保存文件：%1</translation>
    </message>
</context>
<context>
    <name>cq::RemoveObjectsCommand</name>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n object(s)</source>
        <translation>
            <numerusform>删除 %n 个对象</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::RentedRun</name>
    <message numerus="yes">
        <source>ceil(%1 days / %2 days a month) = %n whole month(s) x %3 a month (a month of %4 h / 24)</source>
        <translation>
            <numerusform>ceil(%1 天 / 每月 %2 天) = %n 个整月 x 每月 %3（每月按 %4 小时 / 24 计）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ceil(%1 days / %2 days a year) = %n whole year(s) x %3 a year (12 months of %4 h / 24)</source>
        <translation>
            <numerusform>ceil(%1 天 / 每年 %2 天) = %n 个整年 x 每年 %3（12 个月，每月按 %4 小时 / 24 计）</numerusform>
        </translation>
    </message>
    <message>
        <source>ceil(%1 s / 3,600 s) = %2 whole hours x %3 an hour</source>
        <translation>ceil(%1 s / 3,600 s) = %2 个整小时 x 每小时 %3</translation>
    </message>
    <message>
        <source> + %1 one-off (cables and optics, once)</source>
        <translation> + 一次性费用 %1（线缆和光模块，只付一次）</translation>
    </message>
</context>
<context>
    <name>cq::RevisionDiff</name>
    <message numerus="yes">
        <source>%1%2 server(s) (%3)</source>
        <translation>
            <numerusform>服务器 %1%2 台（%3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1%2 switch(es) (%3)</source>
        <translation>
            <numerusform>交换机 %1%2 台（%3）</numerusform>
        </translation>
    </message>
    <message>
        <source>term %1 -&gt; %2</source>
        <translation>付款周期 %1 -&gt; %2</translation>
    </message>
    <message>
        <source>unit price of %1: %2 -&gt; %3</source>
        <translation>%1 单价：%2 -&gt; %3</translation>
    </message>
    <message numerus="yes">
        <source>%1%2 manual line(s)</source>
        <translation>
            <numerusform>手工条目 %1%2 行</numerusform>
        </translation>
    </message>
    <message>
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>hour</source>
        <translation>小时</translation>
    </message>
    <message numerus="yes">
        <source>%1%2 leaf switch(es) (%3)</source>
        <translation>
            <numerusform>叶交换机 %1%2 台（%3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1%2 spine switch(es) (%3)</source>
        <translation>
            <numerusform>脊交换机 %1%2 台（%3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1%2 core switch(es) (%3)</source>
        <translation>
            <numerusform>核心交换机 %1%2 台（%3）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::RoomItem</name>
    <message>
        <source>Room %1 (%2 x %3)</source>
        <translation>机房 %1（%2 x %3）</translation>
    </message>
</context>
<context>
    <name>cq::SafeSave</name>
    <message>
        <source>no file name was given</source>
        <translation>未指定文件名</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>cq::ServerForm</name>
    <message>
        <source>New Server Model</source>
        <translation>新建服务器型号</translation>
    </message>
    <message>
        <source>Server Model %1</source>
        <translation>服务器型号 %1</translation>
    </message>
    <message>
        <source>%1 (retired)</source>
        <translation>%1（已停用）</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>GPUs sharing one PCIe switch with a NIC (1 = a NIC per GPU)</source>
        <translation>与一块网卡共用一个 PCIe 交换芯片的 GPU 数（1 = 每个 GPU 一块网卡）</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> TB</source>
        <translation> TB</translation>
    </message>
    <message>
        <source> U</source>
        <translation> U</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>SKU:</source>
        <translation>SKU：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>GPU model:</source>
        <translation>GPU 型号：</translation>
    </message>
    <message>
        <source>GPUs fitted:</source>
        <translation>已装 GPU：</translation>
    </message>
    <message>
        <source>GPU slots:</source>
        <translation>GPU 槽位：</translation>
    </message>
    <message>
        <source>Intra-node fabric:</source>
        <translation>节点内互联：</translation>
    </message>
    <message>
        <source>NICs:</source>
        <translation>网卡数：</translation>
    </message>
    <message>
        <source>NIC rate:</source>
        <translation>网卡速率：</translation>
    </message>
    <message>
        <source>NIC kind:</source>
        <translation>网卡类型：</translation>
    </message>
    <message>
        <source>Ports per NIC:</source>
        <translation>每网卡端口数：</translation>
    </message>
    <message>
        <source>GPUs per PCIe switch:</source>
        <translation>每 PCIe 交换芯片 GPU 数：</translation>
    </message>
    <message>
        <source>CPU cores:</source>
        <translation>CPU 核数：</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>内存：</translation>
    </message>
    <message>
        <source>Local NVMe:</source>
        <translation>本地 NVMe：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>Power at full load:</source>
        <translation>满载功率：</translation>
    </message>
    <message>
        <source>Manufacturer:</source>
        <translation>制造商：</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <source>The price includes</source>
        <translation>价格包含</translation>
    </message>
    <message>
        <source>The price list has no item with this SKU yet: add one on the Prices tab to price the server and say what its price includes.</source>
        <translation>价格表中还没有此 SKU 的条目：请在“价格”页添加，为服务器定价并注明价格包含的内容。</translation>
    </message>
    <message>
        <source>Saved with the prices (Save in the Price Book window), not charged again in a quote.</source>
        <translation>随价格一起保存（价格表窗口中的“保存”），报价中不再重复收费。</translation>
    </message>
    <message>
        <source>%1, %2 GB/s per GPU (from the GPU model)</source>
        <translation>%1，每 GPU %2 GB/s（来自 GPU 型号）</translation>
    </message>
    <message>
        <source>choose a GPU model</source>
        <translation>请选择 GPU 型号</translation>
    </message>
</context>
<context>
    <name>cq::ServerInspector</name>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Training cluster</source>
        <translation>训练集群</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>GPUs fitted</source>
        <translation>已装 GPU 数</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>网卡数</translation>
    </message>
    <message>
        <source>NIC rate</source>
        <translation>网卡速率</translation>
    </message>
    <message>
        <source>NIC link</source>
        <translation>网卡链路</translation>
    </message>
    <message>
        <source>Power at full load</source>
        <translation>满载功率</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Change Training Cluster</source>
        <translation>更改训练集群</translation>
    </message>
    <message>
        <source>Change SKU</source>
        <translation>更改 SKU</translation>
    </message>
    <message>
        <source>Change GPU Model</source>
        <translation>更改 GPU 型号</translation>
    </message>
    <message>
        <source>Change GPU Count</source>
        <translation>更改 GPU 数量</translation>
    </message>
    <message>
        <source>Change NIC Count</source>
        <translation>更改网卡数量</translation>
    </message>
    <message>
        <source>Change NIC Rate</source>
        <translation>更改网卡速率</translation>
    </message>
    <message>
        <source>Change NIC Link</source>
        <translation>更改网卡链路</translation>
    </message>
    <message>
        <source>Change Power</source>
        <translation>更改功率</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>服务器 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n servers selected: edits apply to all</source>
        <translation>
            <numerusform>已选中 %n 台服务器：修改将应用于全部</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs sharing one PCIe switch uplink (PIX pairs in nvidia-smi topo -m); each gets that share of its PCIe bandwidth to the host and the NICs.</source>
        <translation>共用一条 PCIe 交换机上行链路的 GPU 数（nvidia-smi topo -m 中成对的 PIX）；每块 GPU 到主机和网卡的 PCIe 带宽按此均分。</translation>
    </message>
    <message>
        <source>GPUs per PCIe switch</source>
        <translation>每个 PCIe 交换机的 GPU 数</translation>
    </message>
    <message>
        <source>Change GPUs per PCIe Switch</source>
        <translation>更改每个 PCIe 交换机的 GPU 数</translation>
    </message>
    <message>
        <source>How NCCL reaches the NICs: its own InfiniBand / RoCE verbs, or AWS EFA through the aws-ofi-nccl plugin (EFA on p4d/p4de, EFA v2 on p5/p5e, EFA v3 on p5en and later), whose per-hop latency the collective estimates include.</source>
        <translation>NCCL 访问网卡的方式：NCCL 自带的 InfiniBand / RoCE verbs，或经 aws-ofi-nccl 插件访问的 AWS EFA（p4d/p4de 为 EFA，p5/p5e 为 EFA v2，p5en 及以后为 EFA v3）；集合通信估算会计入其每跳延迟。</translation>
    </message>
    <message>
        <source>NIC transport</source>
        <translation>网卡传输方式</translation>
    </message>
    <message>
        <source>Change NIC Transport</source>
        <translation>更改网卡传输方式</translation>
    </message>
</context>
<context>
    <name>cq::ServerTableModel</name>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>槽位</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>网卡数</translation>
    </message>
    <message>
        <source>NIC Gb/s</source>
        <translation>网卡 Gb/s</translation>
    </message>
    <message>
        <source>NIC kind</source>
        <translation>网卡类型</translation>
    </message>
    <message>
        <source>Ports/NIC</source>
        <translation>端口/网卡</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU 核数</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>内存 (GB)</translation>
    </message>
    <message>
        <source>NVMe (TB)</source>
        <translation>NVMe (TB)</translation>
    </message>
    <message>
        <source>Height (U)</source>
        <translation>高度 (U)</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功率 (W)</translation>
    </message>
    <message>
        <source>Manufacturer</source>
        <translation>制造商</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>cq::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>cq::SizingActions</name>
    <message>
        <source>Si&amp;ze a Cluster...</source>
        <translation>集群规模估算(&amp;Z)...</translation>
    </message>
    <message>
        <source>From a model, its tokens and a deadline or budget to ranked cluster proposals</source>
        <translation>根据模型、训练 token 数以及工期或预算，给出按优劣排序的集群方案</translation>
    </message>
    <message>
        <source>Save Proposal PDF</source>
        <translation>保存建议书 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>The Size a Cluster window is not open</source>
        <translation>集群规模估算窗口未打开</translation>
    </message>
</context>
<context>
    <name>cq::SizingAdvisor</name>
    <message>
        <source>%1: its servers have plain Ethernet only, which the guides never use for multi-node training: one node only</source>
        <translation>%1：其服务器只有普通以太网，指南从不用于多机训练：仅限单机</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 fits no GPU of the catalog at up to %2 servers</source>
        <translation>%1 在不超过 %2 台服务器时放不进目录中的任何 GPU</translation>
    </message>
    <message>
        <source>No candidate meets the %1-day deadline: the fastest, %2, takes %3 days</source>
        <translation>没有候选能满足 %1 天工期：最快的 %2 需要 %3 天</translation>
    </message>
    <message>
        <source>No candidate stays within the budget of %1 per run: the cheapest, %2, costs %3</source>
        <translation>没有候选能控制在每次训练 %1 的预算内：最便宜的 %2 需要 %3</translation>
    </message>
    <message>
        <source>the table has no candidate %1 (it has %2)</source>
        <translation>表中没有第 %1 号候选（共 %2 个）</translation>
    </message>
</context>
<context>
    <name>cq::SizingDialog</name>
    <message>
        <source>&amp;Generate Design</source>
        <translation>生成设计(&amp;G)</translation>
    </message>
    <message>
        <source>Save &amp;Proposal PDF...</source>
        <translation>保存建议书 PDF(&amp;P)...</translation>
    </message>
    <message>
        <source>Size a Cluster</source>
        <translation>集群规模估算</translation>
    </message>
    <message>
        <source>Ranked cluster candidates</source>
        <translation>集群候选方案排名</translation>
    </message>
    <message>
        <source>Formulas of the selected candidate</source>
        <translation>所选候选方案的计算公式</translation>
    </message>
    <message>
        <source>Open the selected candidate as a new design, to validate, analyze and quote</source>
        <translation>将所选候选方案作为新设计打开，以便校验、分析和报价</translation>
    </message>
    <message>
        <source>Save a PDF for the customer: the table, the assumptions and the selected candidate&apos;s quote</source>
        <translation>为客户保存 PDF：候选方案表、假设条件和所选候选方案的报价单</translation>
    </message>
    <message>
        <source>Sizing...</source>
        <translation>正在估算...</translation>
    </message>
    <message>
        <source>%1. The nearest candidates:</source>
        <translation>%1。最接近的候选方案：</translation>
    </message>
    <message numerus="yes">
        <source>%n candidate(s), best first</source>
        <translation>
            <numerusform>%n 个候选方案，最优者在前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more meet the goal at a higher cost or time</source>
        <translation>
            <numerusform>另有 %n 个方案满足目标，但费用或时间更高</numerusform>
        </translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>提示：%1</translation>
    </message>
</context>
<context>
    <name>cq::SizingFrontierChart</name>
    <message>
        <source>Cost of one run against days to train, one point per candidate</source>
        <translation>单次训练费用与训练天数，每个候选方案一个点</translation>
    </message>
    <message>
        <source>Cost per run against days to train</source>
        <translation>单次训练费用与训练天数</translation>
    </message>
    <message>
        <source>days to train</source>
        <translation>训练天数</translation>
    </message>
    <message>
        <source>cost of one run, CNY</source>
        <translation>单次训练费用，CNY</translation>
    </message>
    <message>
        <source>advised</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>caution or not advised</source>
        <translation>注意或不推荐</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>已选中</translation>
    </message>
</context>
<context>
    <name>cq::SizingInputPanel</name>
    <message>
        <source>Custom size</source>
        <translation>自定义规模</translation>
    </message>
    <message>
        <source>Parameters, such as 30B or 1.5T</source>
        <translation>参数量，如 30B 或 1.5T</translation>
    </message>
    <message>
        <source>Tokens of the whole run, such as 1T or 300B</source>
        <translation>整个训练的 token 数，如 1T 或 300B</translation>
    </message>
    <message>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>None: show the time/cost frontier</source>
        <translation>无：显示时间/费用前沿</translation>
    </message>
    <message>
        <source>Deadline (days)</source>
        <translation>工期（天）</translation>
    </message>
    <message>
        <source>Budget per run (CNY)</source>
        <translation>单次训练预算（元）</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>月付</translation>
    </message>
    <message>
        <source>annual</source>
        <translation>年付</translation>
    </message>
    <message>
        <source>hourly</source>
        <translation>按小时</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>Custom &amp;size:</source>
        <translation>自定义规模(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>层数(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Hidden size:</source>
        <translation>隐藏维度(&amp;H)：</translation>
    </message>
    <message>
        <source>He&amp;ads:</source>
        <translation>注意力头数(&amp;A)：</translation>
    </message>
    <message>
        <source>Se&amp;quence (tokens):</source>
        <translation>序列长度（tokens）(&amp;Q)：</translation>
    </message>
    <message>
        <source>&amp;Tokens to train:</source>
        <translation>训练 token 数(&amp;T)：</translation>
    </message>
    <message>
        <source>Global &amp;batch (tokens):</source>
        <translation>全局批大小（tokens）(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;ZeRO stage:</source>
        <translation>ZeRO 阶段(&amp;Z)：</translation>
    </message>
    <message>
        <source>&amp;Recomputation:</source>
        <translation>激活重计算(&amp;R)：</translation>
    </message>
    <message>
        <source>MF&amp;U:</source>
        <translation>MFU(&amp;U)：</translation>
    </message>
    <message>
        <source>G&amp;oal:</source>
        <translation>目标(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Deadline (days):</source>
        <translation>工期（天）(&amp;D)：</translation>
    </message>
    <message>
        <source>Budget per ru&amp;n (CNY):</source>
        <translation>单次训练预算（元）(&amp;N)：</translation>
    </message>
    <message>
        <source>GPU &amp;families:</source>
        <translation>GPU 型号(&amp;F)：</translation>
    </message>
    <message>
        <source>T&amp;erm:</source>
        <translation>付款周期(&amp;E)：</translation>
    </message>
    <message>
        <source>Custom size: &quot;%1&quot; is not a parameter count such as 30B</source>
        <translation>自定义规模：“%1”不是参数量（如 30B）</translation>
    </message>
    <message>
        <source>Tokens to train: &quot;%1&quot; is not a count such as 1T or 300B</source>
        <translation>训练 token 数：“%1”不是有效的数量（如 1T 或 300B）</translation>
    </message>
    <message>
        <source>Budget per run: &quot;%1&quot; is not an amount in CNY such as 5000000</source>
        <translation>单次训练预算：“%1”不是人民币金额（如 5000000）</translation>
    </message>
    <message>
        <source>GPU families: tick at least one</source>
        <translation>GPU 型号：请至少勾选一个</translation>
    </message>
    <message>
        <source>FP8 where the GPU has it</source>
        <translation>FP8（GPU 支持时）</translation>
    </message>
    <message>
        <source>FP8 doubles the dense peak on Hopper and Ada GPUs; the others run BF16 and say so</source>
        <translation>FP8 使 Hopper 和 Ada GPU 的稠密峰值翻倍；其他 GPU 按 BF16 运行并注明原因</translation>
    </message>
    <message>
        <source>Pre&amp;cision:</source>
        <translation>精度(&amp;C)：</translation>
    </message>
    <message>
        <source>Pr&amp;icing region:</source>
        <translation>计价区域(&amp;I)：</translation>
    </message>
    <message>
        <source>default prices</source>
        <translation>默认价格</translation>
    </message>
</context>
<context>
    <name>cq::SizingProposalExport</name>
    <message>
        <source>Cannot write the sizing proposal: %1</source>
        <translation>无法写入集群规模建议书：%1</translation>
    </message>
</context>
<context>
    <name>cq::SizingProposalPdfWriter</name>
    <message>
        <source>Sizing proposal</source>
        <translation>集群规模建议书</translation>
    </message>
    <message>
        <source>%1 on %2 tokens</source>
        <translation>%1 模型，%2 tokens</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Training job and goal</source>
        <translation>训练任务与目标</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1 parameters, %2 layers, hidden %3, %4 heads, sequence %5 (%6)</source>
        <translation>%1 参数，%2 层，隐藏维度 %3，%4 个注意力头，序列长度 %5（%6）</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>%1 tokens, global batch %2 tokens</source>
        <translation>%1 tokens，全局批大小 %2 tokens</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>ZeRO-%1, %2, MFU %3 %</source>
        <translation>ZeRO-%1，%2，MFU %3 %</translation>
    </message>
    <message>
        <source>no activation recomputation</source>
        <translation>不做激活重计算</translation>
    </message>
    <message>
        <source>selective activation recomputation</source>
        <translation>选择性激活重计算</translation>
    </message>
    <message>
        <source>full activation recomputation</source>
        <translation>完全激活重计算</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>finish within %1 days, cheapest first</source>
        <translation>%1 天内完成，费用最低者优先</translation>
    </message>
    <message>
        <source>at most %1 per run, fastest first</source>
        <translation>单次训练不超过 %1，最快者优先</translation>
    </message>
    <message>
        <source>no deadline or budget: one node first, then the time/cost frontier, cheapest first</source>
        <translation>无工期或预算要求：先单节点，再按时间/费用前沿，费用最低者优先</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>付款周期</translation>
    </message>
    <message>
        <source>%1; money in CNY, VAT included</source>
        <translation>%1；金额为人民币，含增值税</translation>
    </message>
    <message>
        <source>GPU families</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Ranked candidates</source>
        <translation>候选方案排名</translation>
    </message>
    <message>
        <source>%1. The nearest candidates:</source>
        <translation>%1。最接近的候选方案：</translation>
    </message>
    <message>
        <source>... and %1 more that meet the goal at a higher cost or time.</source>
        <translation>……另有 %1 个方案满足目标，但费用或时间更高。</translation>
    </message>
    <message>
        <source>Proposed: candidate %1, %2 (shaded). Its quote follows on the next pages.</source>
        <translation>建议方案：第 %1 号候选，%2（底色标出）。其报价单见后续页面。</translation>
    </message>
    <message>
        <source>%1 of %2 usable
(GPU %3)</source>
        <translation>%1 / 可用 %2
（GPU %3）</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Candidate %1 (%2): %3</source>
        <translation>第 %1 号候选（%2）：%3</translation>
    </message>
    <message>
        <source>Candidates %1 (%2): %3</source>
        <translation>第 %1 号候选（%2）：%3</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Assumptions and formulas</source>
        <translation>假设与公式</translation>
    </message>
    <message>
        <source>Every candidate is a cluster generated from the catalog (servers, fat-tree fabric, cables) and priced from the price book as a quote of its own: the generated design validates, analyzes and quotes to the figures of its row.</source>
        <translation>每个候选方案都是按产品目录生成的集群（服务器、胖树网络、线缆），并按价格手册单独报价：生成的设计经校验、分析和报价，所得数字与表中该行一致。</translation>
    </message>
    <message>
        <source>Memory per GPU: BF16 weights and gradients, the optimizer&apos;s states (divided as the ZeRO stage says) and the activations of the layout TP x PP x DP, held against the part of the GPU&apos;s memory a job may fill.</source>
        <translation>每张 GPU 显存：BF16 权重和梯度、优化器状态（按 ZeRO 阶段切分）以及 TP x PP x DP 并行布局下的激活值，与 GPU 显存中可供训练使用的部分相比较。</translation>
    </message>
    <message>
        <source>Cost per run: the whole periods of the term the run rents, times the candidate&apos;s quote total for one period; per month: the quote total per month on the term. Both with VAT; a range where the quote holds estimates.</source>
        <translation>单次训练费用：训练需租用的整计费周期数，乘以该候选方案一个周期的报价总额；每月：该付款周期下每月的报价总额。均含增值税；报价含估算项时为区间。</translation>
    </message>
    <message>
        <source>Verdicts follow the deployment guides&apos; rules (one node first, fabric, network per GPU, storage, term); candidates that are not advised are ranked after the others.</source>
        <translation>结论依据部署指南的规则（单节点优先、网络类型、每块 GPU 的网络带宽、存储、付款周期）；不推荐的方案排在其他方案之后。</translation>
    </message>
    <message>
        <source>Candidate %1 in detail</source>
        <translation>第 %1 号候选方案详情</translation>
    </message>
    <message>
        <source>ClusterQuote sizing proposal</source>
        <translation>ClusterQuote 集群规模建议书</translation>
    </message>
    <message>
        <source>Cannot write the sizing proposal PDF %1: %2</source>
        <translation>无法写入集群规模建议书 PDF %1：%2</translation>
    </message>
    <message>
        <source>the table has no candidate %1 to propose</source>
        <translation>表中没有可建议的第 %1 号候选方案</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>BF16 on every GPU</source>
        <translation>所有 GPU 均为 BF16</translation>
    </message>
    <message>
        <source>FP8 on GPUs with FP8 tensor cores (twice the BF16 dense peak), BF16 on the others; BF16 weights and gradients, FP32 optimizer states</source>
        <translation>有 FP8 张量核心的 GPU 用 FP8（BF16 稠密峰值的两倍），其他 GPU 用 BF16；权重和梯度为 BF16，优化器状态为 FP32</translation>
    </message>
    <message>
        <source>Days: the training FLOPs over the GPUs&apos; dense peak at the job&apos;s precision (BF16, or FP8 where the GPU has FP8 tensor cores) at the MFU, plus the communication the analysis predicts for the layout on the generated fabric.</source>
        <translation>天数：训练总计算量除以 GPU 在任务精度下的稠密峰值算力（BF16，或在有 FP8 张量核心的 GPU 上为 FP8）与 MFU 之积，再加上分析模型对该并行布局在所生成网络上预测的通信时间。</translation>
    </message>
    <message>
        <source>Pricing region</source>
        <translation>计价区域</translation>
    </message>
</context>
<context>
    <name>cq::SizingRules</name>
    <message>
        <source>One node: the GPUs talk over their own NVLink/HCCS or PCIe, no network fabric is needed</source>
        <translation>单机：GPU 之间走自己的 NVLink/HCCS 或 PCIe，无需网络</translation>
    </message>
    <message>
        <source>Plain Ethernet is never for multi-node training: use InfiniBand, or RoCE up to 32 GPUs</source>
        <translation>普通以太网不用于多机训练：请用 InfiniBand，或 32 卡以内用 RoCE</translation>
    </message>
    <message>
        <source>RoCE beyond 32 GPUs loses 15-20 % or more against InfiniBand: the guides ask for InfiniBand here</source>
        <translation>超过 32 卡时 RoCE 比 InfiniBand 损失 15-20 % 或更多：指南要求此规模用 InfiniBand</translation>
    </message>
    <message>
        <source>RoCE up to 32 GPUs (about 10 % below InfiniBand) needs a lossless network (PFC/ECN) and an engineer to tune it</source>
        <translation>32 卡以内的 RoCE（约比 InfiniBand 低 10 %）需要无损网络（PFC/ECN）和调优工程师</translation>
    </message>
    <message>
        <source>InfiniBand fabric, as the guides advise for multi-node training</source>
        <translation>InfiniBand 网络，符合指南对多机训练的建议</translation>
    </message>
    <message>
        <source>The guides advise %1 Gb/s per GPU for %2 GPUs; this server has %3 Gb/s per GPU</source>
        <translation>指南建议 %2 卡时每卡 %1 Gb/s；此服务器每卡 %3 Gb/s</translation>
    </message>
    <message>
        <source>%1 Gb/s of network per GPU (the guides: 200 Gb/s for 8-16 GPUs, 400 Gb/s from 32)</source>
        <translation>每卡 %1 Gb/s 网络（指南：8-16 卡 200 Gb/s，32 卡起 400 Gb/s）</translation>
    </message>
    <message>
        <source>local NVMe on every server or a parallel file system next to the cluster</source>
        <translation>每台服务器本地 NVMe，或集群旁的并行文件系统</translation>
    </message>
    <message>
        <source>the server&apos;s local NVMe</source>
        <translation>服务器本地 NVMe</translation>
    </message>
    <message>
        <source>Storage: %1; a checkpoint every 1-2 hours of %2 takes %3 s to write (%4 % of 2 hours)</source>
        <translation>存储：%1；每 1-2 小时一次的检查点 %2，写入需 %3 秒（占 2 小时的 %4 %）</translation>
    </message>
    <message>
        <source>Term: monthly (%1 a month) or hourly (%2 an hour) until the training pipeline runs; annual (%3 a year) once the topology is settled</source>
        <translation>租期：训练流程跑通前按月（每月 %1）或按小时（每小时 %2）；拓扑确定后按年（每年 %3）</translation>
    </message>
    <message>
        <source>The job fits in one node: start here, on one node, before going multi-node (the guides&apos; order)</source>
        <translation>单机即可放下：先单机后多机（指南的顺序）</translation>
    </message>
    <message>
        <source>One node already fits the job; %1 nodes only add data-parallel throughput</source>
        <translation>单机已能放下；%1 台只增加数据并行吞吐</translation>
    </message>
    <message>
        <source>The job does not fit in one node&apos;s memory: several nodes are needed</source>
        <translation>单机显存放不下：需要多机</translation>
    </message>
    <message>
        <source>Ascend runs Huawei CANN, not CUDA: CUDA training code must be ported</source>
        <translation>昇腾运行华为 CANN 而非 CUDA：CUDA 训练代码需要移植</translation>
    </message>
    <message>
        <source>The guides measured about %1 TFLOPS on %2 A100 (MFU %3 %): at that rate the run takes %4 days, against %5 days estimated at MFU %6 %</source>
        <translation>指南实测 %2 张 A100 约 %1 TFLOPS（MFU %3 %）：按此速度训练需 %4 天，按 MFU %6 % 估算为 %5 天</translation>
    </message>
    <message>
        <source>The price book has no price for %1: the run cost is unknown</source>
        <translation>价格表中没有 %1 的价格：单次训练费用未知</translation>
    </message>
    <message>
        <source>Meets the %1-day deadline (%2 days)</source>
        <translation>满足 %1 天工期（%2 天）</translation>
    </message>
    <message>
        <source>Misses the %1-day deadline: %2 days</source>
        <translation>不满足 %1 天工期：%2 天</translation>
    </message>
    <message>
        <source>Within the budget of %1 per run</source>
        <translation>在每次训练 %1 的预算内</translation>
    </message>
    <message>
        <source>Over the budget of %1 per run: %2</source>
        <translation>超出每次训练 %1 的预算：%2</translation>
    </message>
</context>
<context>
    <name>cq::SizingTableModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每张 GPU 显存</translation>
    </message>
    <message>
        <source>TP x PP x DP</source>
        <translation>TP x PP x DP</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>Cost per run (CNY)</source>
        <translation>单次训练费用（元）</translation>
    </message>
    <message>
        <source>Per month (CNY)</source>
        <translation>每月（元）</translation>
    </message>
    <message>
        <source>Power (kW)</source>
        <translation>功率（kW）</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>price missing</source>
        <translation>缺少价格</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>cq::SizingText</name>
    <message>
        <source>advised</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>not advised</source>
        <translation>不推荐</translation>
    </message>
    <message>
        <source>%1. %2: %3 servers %4, %5 x %6 Gb/s %7 each, switches %8</source>
        <translation>%1. %2：%3 台服务器 %4，每台 %5 x %6 Gb/s %7，交换机 %8</translation>
    </message>
    <message>
        <source>   layout: %1</source>
        <translation>   并行布局：%1</translation>
    </message>
    <message>
        <source>   memory per GPU: %1 of %2 usable</source>
        <translation>   每张 GPU 显存：%1，可用 %2</translation>
    </message>
    <message>
        <source>   time to train: %1</source>
        <translation>   训练时长：%1</translation>
    </message>
    <message>
        <source>   fabric: %1</source>
        <translation>   网络：%1</translation>
    </message>
    <message>
        <source>   run cost: %1 = %2</source>
        <translation>   单次训练费用：%1 = %2</translation>
    </message>
    <message>
        <source>   power at full load: %1 kW</source>
        <translation>   满载功率：%1 kW</translation>
    </message>
    <message>
        <source>   note: %1</source>
        <translation>   说明：%1</translation>
    </message>
</context>
<context>
    <name>cq::SpecFormat</name>
    <message>
        <source>HCCS</source>
        <translation>HCCS</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>%1x %2</source>
        <translation>%1x %2</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>PCIe Gen4</source>
        <translation>PCIe Gen4</translation>
    </message>
    <message>
        <source>PCIe Gen5</source>
        <translation>PCIe Gen5</translation>
    </message>
    <message>
        <source>%1x%2G %3</source>
        <translation>%1x%2G %3</translation>
    </message>
    <message>
        <source>%1 TFLOPS BF16</source>
        <translation>%1 TFLOPS BF16</translation>
    </message>
    <message>
        <source>%1 %2 GB/s</source>
        <translation>%1 %2 GB/s</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 x %2 Gb/s %3</source>
        <translation>%1 x %2 Gb/s %3</translation>
    </message>
</context>
<context>
    <name>cq::SwitchForm</name>
    <message>
        <source>New Switch Model</source>
        <translation>新建交换机型号</translation>
    </message>
    <message>
        <source>Switch Model %1</source>
        <translation>交换机型号 %1</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>In-network reduction (NVIDIA SHARP)</source>
        <translation>网内归约（NVIDIA SHARP）</translation>
    </message>
    <message>
        <source>Ports each physical port splits into: 2 offers a 64-port 800G switch as 128 ports of 400G</source>
        <translation>每个物理端口拆分成的端口数：2 表示 64 口 800G 交换机可作 128 个 400G 端口</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source> U</source>
        <translation> U</translation>
    </message>
    <message>
        <source>SKU:</source>
        <translation>SKU：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Ports:</source>
        <translation>端口数：</translation>
    </message>
    <message>
        <source>Port rate:</source>
        <translation>端口速率：</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Breakout:</source>
        <translation>拆分：</translation>
    </message>
    <message>
        <source>Power:</source>
        <translation>功率：</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>Manufacturer:</source>
        <translation>制造商：</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
</context>
<context>
    <name>cq::SwitchInspector</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Switch model</source>
        <translation>交换机型号</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>端口数</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Change Switch Model</source>
        <translation>更改交换机型号</translation>
    </message>
    <message>
        <source>Switch %1</source>
        <translation>交换机 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n switches selected: edits apply to all</source>
        <translation>
            <numerusform>已选中 %n 台交换机：修改将应用于全部</numerusform>
        </translation>
    </message>
    <message>
        <source>SHARP in-network reduction</source>
        <translation>SHARP 网内归约</translation>
    </message>
    <message>
        <source>The switch reduces in the network (NVIDIA SHARP), so NCCL&apos;s CollNet algorithms can use it; it needs every switch of the cluster to have it.</source>
        <translation>交换机在网络内做归约（NVIDIA SHARP），NCCL 的 CollNet 算法可以使用；需要集群的每台交换机都支持。</translation>
    </message>
    <message>
        <source>Change SHARP</source>
        <translation>更改 SHARP</translation>
    </message>
</context>
<context>
    <name>cq::SwitchPortTableModel</name>
    <message>
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>To device</source>
        <translation>对端设备</translation>
    </message>
    <message>
        <source>To port</source>
        <translation>对端端口</translation>
    </message>
</context>
<context>
    <name>cq::SwitchTableModel</name>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>端口数</translation>
    </message>
    <message>
        <source>Port Gb/s</source>
        <translation>端口 Gb/s</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>SHARP</source>
        <translation>SHARP</translation>
    </message>
    <message>
        <source>Breakout</source>
        <translation>拆分</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功率 (W)</translation>
    </message>
    <message>
        <source>Height (U)</source>
        <translation>高度 (U)</translation>
    </message>
    <message>
        <source>Manufacturer</source>
        <translation>制造商</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 x %2G</source>
        <translation>%1 x %2G</translation>
    </message>
</context>
<context>
    <name>cq::TopoReader</name>
    <message>
        <source>binary data, not nvidia-smi topo output</source>
        <translation>二进制数据，不是 nvidia-smi topo 输出</translation>
    </message>
    <message>
        <source>no nvidia-smi topo matrix found (no header line starting with GPU0)</source>
        <translation>未找到 nvidia-smi topo 矩阵（没有以 GPU0 开头的表头行）</translation>
    </message>
    <message>
        <source>%1 columns: more than %2 devices, not nvidia-smi output</source>
        <translation>%1 列：超过 %2 个设备，不是 nvidia-smi 输出</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; appears twice</source>
        <translation>列“%1”出现了两次</translation>
    </message>
    <message>
        <source>row &quot;%1&quot; is not a column of the header</source>
        <translation>行“%1”不在表头的列中</translation>
    </message>
    <message>
        <source>row %1 has %2 cells, the header has %3 devices</source>
        <translation>第 %1 行有 %2 个单元格，而表头有 %3 个设备</translation>
    </message>
    <message>
        <source>unknown relation &quot;%1&quot; between %2 and %3</source>
        <translation>%2 与 %3 之间的连接类型“%1”无法识别</translation>
    </message>
    <message>
        <source>no row for %1</source>
        <translation>缺少 %1 的行</translation>
    </message>
</context>
<context>
    <name>cq::TrainingEstimate</name>
    <message>
        <source>the parameter count must be greater than 0</source>
        <translation>参数量必须大于 0</translation>
    </message>
    <message>
        <source>the token count must be greater than 0</source>
        <translation>token 数必须大于 0</translation>
    </message>
    <message>
        <source>the tokens per step must be greater than 0</source>
        <translation>每步 token 数必须大于 0</translation>
    </message>
    <message>
        <source>parallel degrees must be at least 1 (data parallel 0 = automatic)</source>
        <translation>并行度至少为 1（数据并行填 0 表示自动）</translation>
    </message>
    <message>
        <source>MFU must be above 0 % and at most 100 %</source>
        <translation>MFU 必须大于 0 % 且不超过 100 %</translation>
    </message>
    <message>
        <source>overlap must be between 0 % and 100 %</source>
        <translation>通信重叠率必须在 0 % 到 100 % 之间</translation>
    </message>
    <message>
        <source>peak TFLOPS must not be negative</source>
        <translation>峰值 TFLOPS 不能为负数</translation>
    </message>
    <message>
        <source>the cluster has no GPUs</source>
        <translation>集群中没有 GPU</translation>
    </message>
    <message>
        <source>tensor parallel %1 does not fit in a node of %2 GPUs</source>
        <translation>张量并行度 %1 超出单节点的 %2 块 GPU</translation>
    </message>
    <message>
        <source>DP x TP x PP = %1 x %2 x %3 needs more than the %4 GPUs of the cluster</source>
        <translation>DP x TP x PP = %1 x %2 x %3，超过集群的 %4 块 GPU</translation>
    </message>
    <message>
        <source>the GPUs&apos; peak TFLOPS is unknown: enter it</source>
        <translation>GPU 的峰值 TFLOPS 未知：请填写</translation>
    </message>
</context>
<context>
    <name>cq::TrainingForm</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>7B model</source>
        <translation>7B 模型</translation>
    </message>
    <message>
        <source>70B model</source>
        <translation>70B 模型</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>from servers</source>
        <translation>取自服务器</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters, B</source>
        <translation>参数量，B</translation>
    </message>
    <message>
        <source>Tokens, B</source>
        <translation>Token 数，B</translation>
    </message>
    <message>
        <source>Batch, Ki tokens</source>
        <translation>批大小，Ki tokens</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Peak TFLOPS/GPU</source>
        <translation>峰值 TFLOPS/GPU</translation>
    </message>
    <message>
        <source>MFU, %</source>
        <translation>MFU，%</translation>
    </message>
    <message>
        <source>Comm. overlap, %</source>
        <translation>通信重叠，%</translation>
    </message>
    <message>
        <source>Cluster &quot;%1&quot;: %2</source>
        <translation>集群“%1”：%2</translation>
    </message>
    <message>
        <source>one run costs %1 at %2 a month</source>
        <translation>按每月 %2 计，训练一次费用为 %1</translation>
    </message>
    <message>
        <source>no monthly total to price the run</source>
        <translation>没有月度合计，无法估算训练费用</translation>
    </message>
    <message>
        <source>Cluster &quot;%1&quot;: DP %2 x TP %3 x PP %4. Step %5 = compute %6 + exposed all_reduce %7 (%8). %9 tokens/s; %10 to train; scaling %11 %; %12.</source>
        <translation>集群“%1”：DP %2 x TP %3 x PP %4。每步 %5 = 计算 %6 + 未掩盖的 all_reduce %7（%8）。%9 tokens/s；训练需 %10；扩展效率 %11 %；%12。</translation>
    </message>
</context>
<context>
    <name>cq::TrainingJob</name>
    <message>
        <source>custom size: %1&apos;s shape ratio, 12 x layers x hidden^2 = parameters</source>
        <translation>自定义规模：按 %1 的形状比例，12 x 层数 x 隐藏维度^2 = 参数量</translation>
    </message>
    <message>
        <source>the model needs at least 1M parameters</source>
        <translation>模型至少需要 1M 参数</translation>
    </message>
    <message>
        <source>the token count must be greater than 0</source>
        <translation>token 数必须大于 0</translation>
    </message>
    <message>
        <source>the global batch must be greater than 0 tokens</source>
        <translation>全局批大小必须大于 0 tokens</translation>
    </message>
    <message>
        <source>layers, hidden size, heads, sequence and micro-batch must be at least 1</source>
        <translation>层数、隐藏维度、注意力头数、序列长度和微批大小都至少为 1</translation>
    </message>
    <message>
        <source>the ZeRO stage must be 0, 1, 2 or 3</source>
        <translation>ZeRO 阶段必须是 0、1、2 或 3</translation>
    </message>
    <message>
        <source>MFU must be above 0 % and at most 100 %</source>
        <translation>MFU 必须大于 0 % 且不超过 100 %</translation>
    </message>
    <message>
        <source>the precision must be BF16 or FP8</source>
        <translation>精度必须为 BF16 或 FP8</translation>
    </message>
</context>
<context>
    <name>cq::TrainingTime</name>
    <message>
        <source>%1 s (%2 days)</source>
        <translation>%1 秒（%2 天）</translation>
    </message>
    <message>
        <source>%1 steps x %2 ms gradient all_reduce%3 (%4) = %5</source>
        <translation>%1 步 x %2 ms 梯度 all_reduce%3（%4）= %5</translation>
    </message>
    <message>
        <source> x 1.5 (ZeRO-3)</source>
        <translation> x 1.5（ZeRO-3）</translation>
    </message>
    <message>
        <source>DP 1: no gradient all_reduce</source>
        <translation>DP 1：无梯度 all_reduce</translation>
    </message>
    <message>
        <source>%1 steps x %2 micro-batches x %3 all_reduces x %4 layers x %5 ms (%6) = %7</source>
        <translation>%1 步 x %2 个微批 x %3 次 all_reduce x %4 层 x %5 ms（%6）= %7</translation>
    </message>
    <message>
        <source>TP 1: no tensor-parallel all_reduce</source>
        <translation>TP 1：无张量并行 all_reduce</translation>
    </message>
    <message>
        <source>%1 steps x %2 micro-batches x 2 send/recv x %3 ms (%4) = %5</source>
        <translation>%1 步 x %2 个微批 x 2 次 send/recv x %3 ms（%4）= %5</translation>
    </message>
    <message>
        <source>PP 1: no pipeline send/recv</source>
        <translation>PP 1：无流水线 send/recv</translation>
    </message>
    <message>
        <source>compute + data-parallel + tensor-parallel + pipeline communication = %1</source>
        <translation>计算 + 数据并行 + 张量并行 + 流水线通信 = %1</translation>
    </message>
    <message>
        <source>%1 x %2 x %3 tokens / (%4 GPUs x %5 TFLOPS %6 x MFU %7 %) = %8</source>
        <translation>%1 x %2 x %3 tokens / (%4 张 GPU x %5 TFLOPS %6 x MFU %7 %) = %8</translation>
    </message>
</context>
<context>
    <name>cq::UnitFormat</name>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>— (single tier)</source>
        <translation>—（单层）</translation>
    </message>
</context>
<context>
    <name>cq::Validator</name>
    <message>
        <source>Rack &quot;%1&quot; holds %2 U of devices in a %3 U rack: move %4 U of devices to another rack or use a taller rack.</source>
        <translation>机柜“%1”中的设备共占 %2 U，而机柜仅高 %3 U：请将 %4 U 的设备移到其他机柜，或改用更高的机柜。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; is %2 U high, but %3 reach above its top U: move them down.</source>
        <translation>机柜“%1”高 %2 U，但 %3 超出了机柜顶部：请将其下移。</translation>
    </message>
    <message>
        <source>In rack &quot;%1&quot; devices share rack units: %2. Give each its own U.</source>
        <translation>机柜“%1”中有设备占用了相同的机柜单元：%2。请为每台设备分配各自的 U 位。</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) hold Huawei Ascend NPUs (%1), which run Huawei&apos;s CANN software stack, not CUDA: CUDA code, custom kernels and CUDA-only libraries must be ported (e.g. to PyTorch with torch_npu) and tested before training starts; plan time for the migration.</source>
        <translation>
            <numerusform>%n 台服务器使用华为昇腾 NPU（%1），运行华为 CANN 软件栈而非 CUDA：CUDA 代码、自定义算子和仅支持 CUDA 的库须先迁移（如迁移到 PyTorch + torch_npu）并测试后才能开始训练，请为迁移预留时间。</numerusform>
        </translation>
    </message>
    <message>
        <source>A cable joins two devices that are not in the design.</source>
        <translation>有一条线缆连接的两台设备不在设计中。</translation>
    </message>
    <message>
        <source>The cable on port %1 of &quot;%2&quot; ends on a device that is not in the design.</source>
        <translation>“%2”端口 %1 上的线缆另一端连接的设备不在设计中。</translation>
    </message>
    <message>
        <source>Switch &quot;%1&quot; has %2 ports but %3 are cabled.</source>
        <translation>交换机“%1”只有 %2 个端口，却接了 %3 条线缆。</translation>
    </message>
    <message>
        <source>Server &quot;%1&quot; has %2 NIC ports but %3 are cabled.</source>
        <translation>服务器“%1”只有 %2 个网卡端口，却接了 %3 条线缆。</translation>
    </message>
    <message>
        <source>Switch &quot;%1&quot; has %2 ports; a cable uses port %3, which does not exist.</source>
        <translation>交换机“%1”有 %2 个端口；有线缆接在不存在的端口 %3 上。</translation>
    </message>
    <message>
        <source>Server &quot;%1&quot; has %2 NIC ports; a cable uses port %3, which does not exist.</source>
        <translation>服务器“%1”有 %2 个网卡端口；有线缆接在不存在的端口 %3 上。</translation>
    </message>
    <message>
        <source>Port %1 of switch &quot;%2&quot; holds %3 cables; a port takes one cable.</source>
        <translation>交换机“%2”的端口 %1 接了 %3 条线缆；一个端口只能接一条线缆。</translation>
    </message>
    <message>
        <source>Port %1 of server &quot;%2&quot; holds %3 cables; a port takes one cable.</source>
        <translation>服务器“%2”的端口 %1 接了 %3 条线缆；一个端口只能接一条线缆。</translation>
    </message>
    <message>
        <source>A cable runs from port %1 of &quot;%2&quot; back into the same port: a cable joins two devices.</source>
        <translation>一条线缆从“%2”的端口 %1 接回同一端口：线缆应连接两台设备。</translation>
    </message>
    <message>
        <source>A cable joins port %1 of switch &quot;%2&quot; to its own port %3: a switch port is cabled to a server or to another switch, never back into the same switch.</source>
        <translation>一条线缆把交换机“%2”的端口 %1 连到了它自己的端口 %3：交换机端口应连接服务器或另一台交换机，不能接回同一台交换机。</translation>
    </message>
    <message>
        <source>A cable joins NIC port %1 of server &quot;%2&quot; to its own NIC port %3: a server&apos;s NICs are cabled to a switch.</source>
        <translation>一条线缆把服务器“%2”的网卡端口 %1 连到了它自己的网卡端口 %3：服务器网卡应连接交换机。</translation>
    </message>
    <message>
        <source>A cable joins server &quot;%1&quot; (NIC port %2) directly to server &quot;%3&quot; (NIC port %4): servers connect through a switch.</source>
        <translation>一条线缆把服务器“%1”（网卡端口 %2）直接连到服务器“%3”（网卡端口 %4）：服务器须经交换机互连。</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) between &quot;%1&quot; (%2) and &quot;%3&quot; (%4): the link runs at the lower rate, %5.</source>
        <translation>
            <numerusform>“%1”（%2）与“%3”（%4）之间的 %n 条线缆：链路按较低速率 %5 运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>no room</source>
        <translation>无机房</translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; spans %2 machine rooms (%3): synchronous training needs one room.</source>
        <translation>训练集群“%1”跨 %2 个机房（%3）：同步训练须在同一机房内。</translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; has %2 servers but none is cabled to a switch: cable them into one switch fabric.</source>
        <translation>训练集群“%1”有 %2 台服务器，但都没有接到交换机：请把它们接入同一交换网络。</translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; is split: %2 of its %3 servers (%4) cannot reach the switch fabric of the others; cable every server into one fabric.</source>
        <translation>训练集群“%1”被分割：%3 台服务器中有 %2 台（%4）无法连通其余服务器所在的交换网络；请把所有服务器接入同一网络。</translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; has %2 PCIe servers among its %3 servers (%4): multi-node training expects NVLink (SXM) servers; PCIe GPUs exchange gradients several times slower.</source>
        <translation>训练集群“%1”的 %3 台服务器中有 %2 台 PCIe 服务器（%4）：多节点训练应使用 NVLink（SXM）服务器；PCIe GPU 交换梯度要慢数倍。</translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; runs over plain Ethernet without RDMA (%2): multi-node training needs InfiniBand or RoCE.</source>
        <translation>训练集群“%1”使用不带 RDMA 的普通以太网（%2）：多节点训练需要 InfiniBand 或 RoCE。</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; draws %2 kW at full load, more than its power budget of %3 kW: move devices to another rack or ask for a bigger feed.</source>
        <translation>机柜“%1”满载功率 %2 kW，超过其功率预算 %3 kW：请将设备移到其他机柜，或申请更大的供电容量。</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %n server(s)</source>
        <translation>
            <numerusform>%1：%n 台服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; mixes GPU models (%2): synchronous training runs at the pace of the slowest GPU.</source>
        <translation>训练集群“%1”混用了多种 GPU 型号（%2）：同步训练的速度取决于最慢的 GPU。</translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; sends traffic through %2, oversubscribed %3:1: a training fabric should be non-blocking (1:1); its ring traffic gets %4 GB/s per node.</source>
        <translation>训练集群“%1”的流量经过 %2，收敛比 %3:1：训练网络应为无阻塞（1:1）；其 ring 流量每节点只有 %4 GB/s。</translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; runs RoCE across %2 nodes and %3 GPUs: the guides advise InfiniBand beyond %4 nodes or %5 GPUs, and RoCE up to that size only with an engineer for the lossless network (PFC/ECN); RoCE is modelled at %6 % of line rate here against 94 % for InfiniBand. Move the cluster to InfiniBand, or split it into jobs of at most %4 nodes and %5 GPUs.</source>
        <translation>训练集群“%1”通过 RoCE 连接 %2 个节点、%3 块 GPU：指南建议超过 %4 个节点或 %5 块 GPU 时使用 InfiniBand，在此规模以内使用 RoCE 也需有工程师调优无损网络（PFC/ECN）；此处 RoCE 按线速的 %6 % 建模，InfiniBand 为 94 %。请改用 InfiniBand，或拆分为每个不超过 %4 个节点、%5 块 GPU 的训练任务。</translation>
    </message>
    <message>
        <source>%1: %2 per node for %3 GPUs = %4 per GPU</source>
        <translation>%1：每节点 %2，供 %3 块 GPU 使用，即每块 GPU %4</translation>
    </message>
    <message>
        <source>the guides advise %1 per GPU at %2 GPUs and more</source>
        <translation>指南建议 %2 块及以上 GPU 时每块 GPU %1</translation>
    </message>
    <message>
        <source>the guides advise %1 per GPU for 8-16 GPUs</source>
        <translation>指南建议 8-16 块 GPU 时每块 GPU %1</translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; has %2 GPUs but too little network per GPU: %3; %4. Give each of these servers %5 of cabled NICs, e.g. %6 x %7 (one per GPU).</source>
        <translation>训练集群“%1”共 %2 块 GPU，但每块 GPU 的网络带宽不足：%3；%4。请为这些服务器各配置并接好共 %5 的网卡，例如 %6 x %7（每块 GPU 一块）。</translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot;: gradient sync scales at %2 % (compute %3 s + exposed all_reduce %4 s per step, data parallel %5), under the 80 % bar before growing the cluster.</source>
        <translation>训练集群“%1”：梯度同步扩展效率为 %2 %（每步计算 %3 s + 未掩盖的 all_reduce %4 s，数据并行 %5），低于扩容前应达到的 80 %。</translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) join &quot;%1&quot; (%2 port) to &quot;%3&quot; (%4 port): an InfiniBand port only links up with another InfiniBand port.</source>
        <translation>
            <numerusform>%n 条线缆把“%1”（%2 端口）接到“%3”（%4 端口）：InfiniBand 端口只能与 InfiniBand 端口建立链路。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 of %3 cabled)</source>
        <translation>%1（%3 个端口中已接 %2 个）</translation>
    </message>
    <message>
        <source>Training cluster &quot;%1&quot; has NIC ports left uncabled on %2 server(s) (%3): every collective runs at the pace of the slowest node&apos;s network.</source>
        <translation>训练集群“%1”有 %2 台服务器的网卡端口未接线缆（%3）：每个集合通信都按最慢节点的网络速度运行。</translation>
    </message>
    <message numerus="yes">
        <source>%n devices share the name &quot;%1&quot;: diagnostics and cable lists cannot tell them apart; give each device its own name.</source>
        <translation>
            <numerusform>%n 台设备同名“%1”：诊断和线缆列表无法区分它们；请为每台设备起一个不同的名称。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cable(s) join &quot;%1&quot; in room %2 to &quot;%3&quot; in room %4: a cable cannot run between machine rooms; put both devices in one room.</source>
        <translation>
            <numerusform>%n 条线缆将机房 %2 中的“%1”连接到机房 %4 中的“%3”：线缆不能跨机房敷设；请将两台设备放在同一机房。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cq::WhatIfApplier</name>
    <message>
        <source>what-if needs a design with a GPU server and a switch to copy</source>
        <translation>假设分析需要设计中至少有一台 GPU 服务器和一台交换机可供复制</translation>
    </message>
</context>
<context>
    <name>cq::WhatIfPanel</name>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>NIC rate</source>
        <translation>网卡速率</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>付款周期</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>Power price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Model size</source>
        <translation>模型规模</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <source>as designed</source>
        <translation>与设计一致</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>%1:1</source>
        <translation>%1:1</translation>
    </message>
    <message>
        <source>annual</source>
        <translation>年付</translation>
    </message>
    <message>
        <source>monthly</source>
        <translation>月付</translation>
    </message>
    <message>
        <source>%1/kWh</source>
        <translation>%1/kWh</translation>
    </message>
    <message>
        <source>in rent</source>
        <translation>含在租金内</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>cq::XlsxWorkbook</name>
    <message>
        <source>the XLSX writer could not start (out of memory?)</source>
        <translation>XLSX 写入器无法启动（内存不足？）</translation>
    </message>
    <message>
        <source>sheet name &quot;%1&quot;: %2</source>
        <translation>工作表名称“%1”：%2</translation>
    </message>
    <message>
        <source>sheet &quot;%1&quot; could not be added</source>
        <translation>无法添加工作表“%1”</translation>
    </message>
    <message>
        <source>%1: cannot write the workbook: %2</source>
        <translation>%1：无法写入工作簿：%2</translation>
    </message>
    <message>
        <source>cell %1: %2</source>
        <translation>单元格 %1：%2</translation>
    </message>
</context>
</TS>
