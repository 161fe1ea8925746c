# views/compare: the compare view (table, what-if sliders, charts) and the compare PDF.
target_sources(cqviews PRIVATE
    compare/comparetext.h compare/comparetext.cpp
    compare/whatifpanel.h compare/whatifpanel.cpp
    compare/comparetable.h compare/comparetable.cpp
    compare/costtimechart.h compare/costtimechart.cpp
    compare/compareview.h compare/compareview.cpp
    compare/comparepdfwriter.h compare/comparepdfwriter.cpp
)
