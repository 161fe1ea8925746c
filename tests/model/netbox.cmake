# tests for model/catalog/netbox* (the NetBox device-type import)
cq_add_test(tst_netboxdevicetype SOURCES tst_netboxdevicetype.cpp LIBS cqmodel)
