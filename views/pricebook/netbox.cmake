# Price Book > Import NetBox Device Type... (issue #18); the reading is model/catalog/netbox*.
target_sources(cqviews PRIVATE
    pricebook/netboximportdialog.h pricebook/netboximportdialog.cpp
)
