# Acceptance: readers of what a customer measured on a delivered cluster (nvidia-smi topo,
# ibstat/ibstatus, ibnetdiscover, nccl-tests, ethtool, nvidia-smi utilisation logs), and the
# checks against the design and the engine. Pure functions from bytes to typed results (appended to cqmodel).
target_sources(cqmodel PRIVATE
    acceptance/importdiagnostic.h acceptance/importdiagnostic.cpp
    acceptance/importkind.h acceptance/importkind.cpp
    acceptance/toporeader.h acceptance/toporeader.cpp
    acceptance/ibstatreader.h acceptance/ibstatreader.cpp
    acceptance/ibnetdiscoverreader.h acceptance/ibnetdiscoverreader.cpp
    acceptance/ncclreader.h acceptance/ncclreader.cpp
    acceptance/ethtoolreader.h acceptance/ethtoolreader.cpp
    acceptance/gpuutilreader.h acceptance/gpuutilreader.cpp
    acceptance/fabricdesign.h acceptance/fabricdesign.cpp
    acceptance/acceptancecheck.h
    acceptance/gpugeneration.h acceptance/gpugeneration.cpp
    acceptance/designchecks.h acceptance/designchecks.cpp
    acceptance/fabricdiff.h acceptance/fabricdiff.cpp
    acceptance/performancecheck.h acceptance/performancecheck.cpp
    acceptance/acceptance.h acceptance/acceptance.cpp
)
