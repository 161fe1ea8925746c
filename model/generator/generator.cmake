# Cluster generator and auto-layout sources (appended to cqmodel): pure functions, no GUI.
target_sources(cqmodel PRIVATE
    generator/fabricspec.h
    generator/fabricplan.h generator/fabricplan.cpp
    generator/fabricgenerator.h generator/fabricgenerator.cpp
    generator/layoutframe.h generator/layoutframe.cpp
    generator/autolayout.h generator/autolayout.cpp
    generator/catalogchoice.h generator/catalogchoice.cpp
    generator/genericswitch.h generator/genericswitch.cpp
)
