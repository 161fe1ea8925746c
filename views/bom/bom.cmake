# views/bom: the Bill of Materials and Cable Plan docks (target_sources(cqviews ...)).
target_sources(cqviews PRIVATE
    bom/bomtablemodel.h bom/bomtablemodel.cpp
    bom/cableplantablemodel.h bom/cableplantablemodel.cpp
    bom/switchporttablemodel.h bom/switchporttablemodel.cpp
    bom/bompanel.h bom/bompanel.cpp
    bom/cableplanpanel.h bom/cableplanpanel.cpp
    bom/csvexport.h bom/csvexport.cpp
    bom/bomxlsxwriter.h bom/bomxlsxwriter.cpp
)
