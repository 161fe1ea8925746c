# views/rack: the rack elevation (issue #20) (target_sources(cqviews ...)).
target_sources(cqviews PRIVATE
    rack/rackelevationwidget.h rack/rackelevationwidget.cpp
)
