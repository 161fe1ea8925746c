# Design rules sources (appended to cqmodel).
target_sources(cqmodel PRIVATE
    rules/diagnostic.h rules/diagnostic.cpp
    rules/validator.h rules/validator.cpp
    rules/clusterrules.h rules/clusterrules.cpp
    rules/cablerules.h rules/cablerules.cpp
    rules/ruletext.h rules/ruletext.cpp
    rules/hardwarerules.h rules/hardwarerules.cpp
    rules/analysisrules.h rules/analysisrules.cpp
    rules/cableruletally.h rules/cableruletally.cpp
    rules/devicepaircables.h
    rules/roomrules.h rules/roomrules.cpp
    rules/namerules.h rules/namerules.cpp
)
