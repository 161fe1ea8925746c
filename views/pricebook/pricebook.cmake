# views/pricebook: the price-book editor (model types only; the app saves through the database).
target_sources(cqviews PRIVATE
    pricebook/pricebooktablemodel.h pricebook/pricebooktablemodel.cpp
    pricebook/pricebookdialog.h pricebook/pricebookdialog.cpp
)
