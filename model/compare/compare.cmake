# Side-by-side comparison of designs (appended to cqmodel): what-if overrides, per-design
# figures, comparison rows with the better value marked, cost-against-time curves.
target_sources(cqmodel PRIVATE
    compare/whatif.h compare/whatif.cpp
    compare/scaledvalue.h compare/scaledvalue.cpp
    compare/designfigures.h compare/designfigures.cpp
    compare/comparison.h compare/comparison.cpp
    compare/costcurve.h compare/costcurve.cpp
)
