#pragma once

#include "catalog/catalog.h"
#include "domain/design.h"
#include "quote/pricebook.h"

#include <QObject>

#include <functional>

class QAction;
class QWidget;

namespace cq {

class SizingDialog;

/**
 * File > Size a Cluster...: opens the sizing advisor's window (SizingDialog) with a
 * SizingRunner behind it, so every edit of the inputs re-ranks on a worker thread and the
 * window never freezes. Generate Design hands the chosen candidate's design to @p open (the
 * main window replaces its document with it, as File > New Cluster does); Save Proposal PDF...
 * writes the selected candidate's proposal (SizingProposalExport) in the UI's language. Prices
 * and catalog come from the main window's price book when the window opens.
 */
class SizingActions : public QObject
{
    Q_OBJECT
public:
    SizingActions(std::function<Catalog()> catalog, std::function<PriceBook()> priceBook,
                  std::function<void(const Design &)> open, QWidget *window);

    QAction *sizeAction() const { return m_size; }
    /** Opens the sizing window (one at a time: a second trigger raises it) and starts the first run. */
    SizingDialog *openDialog();
    /**
     * Writes the proposal PDF of the window's selected candidate to @p path, priced from the
     * price book its advice was made with. Empty on success, else the error (also shown in a
     * message box when @p interactive).
     */
    QString saveProposal(const QString &path, bool interactive = false);
    /** Where Save Proposal PDF... writes: by default a save-file dialog; tests give a path. Empty: cancelled. */
    void setProposalPathChooser(std::function<QString(QWidget *parent)> choose) { m_chooseProposalPath = std::move(choose); }

private:
    std::function<Catalog()> m_catalog;
    std::function<PriceBook()> m_priceBook;
    std::function<void(const Design &)> m_open;
    QWidget *m_window;
    QAction *m_size;
    SizingDialog *m_dialog = nullptr;
    PriceBook m_dialogBook; ///< the price book the window's advice is made with
    std::function<QString(QWidget *)> m_chooseProposalPath;
};

} // namespace cq
