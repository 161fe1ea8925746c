# NetBox device-type import (appended to cqmodel). yaml-cpp (Debian libyaml-cpp-dev, found in
# the top-level CMakeLists) is linked privately: only these sources include it.
target_sources(cqmodel PRIVATE
    catalog/netboxinterfacetype.h catalog/netboxinterfacetype.cpp
    catalog/netboxportgroups.h catalog/netboxportgroups.cpp
    catalog/netboxdevicetype.h catalog/netboxdevicetype.cpp
    catalog/netboximport.h catalog/netboximport.cpp
)
target_link_libraries(cqmodel PRIVATE yaml-cpp)
