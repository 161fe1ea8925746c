# Issue #21: Quote > Price Book > Connection..., the location in QSettings (no password), a
# password asked once per session, the role's sentence, and price changes from other clients.
target_sources(cqapp PRIVATE
    pricebooklocationsettings.h pricebooklocationsettings.cpp
    pricebookpasswordprompt.h pricebookpasswordprompt.cpp
    pricebookrolesummary.h pricebookrolesummary.cpp
    pricechangenotice.h pricechangenotice.cpp
    pricebookconnectionactions.h pricebookconnectionactions.cpp
)
