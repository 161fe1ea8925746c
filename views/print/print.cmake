# views/print: the design on paper (File > Print Design, its preview) (target_sources(cqviews ...)).
target_sources(cqviews PRIVATE
    print/designprinter.h print/designprinter.cpp
)
