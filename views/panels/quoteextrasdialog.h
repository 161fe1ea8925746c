#pragma once

#include "domain/quotesettings.h"
#include "domain/quoteextras.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTableWidget;

namespace cq {

/**
 * The quote's metadata (number, customer, sales engineer, date, validity, PDF language,
 * notes), its manual lines, the hidden-fee checklist, the 20 % contingency switch and the
 * price-book region. Money is typed as decimal text ("2000" or a range "2000-3000");
 * accept() refuses bad entries with a message naming the row and column.
 */
class QuoteExtrasDialog : public QDialog
{
    Q_OBJECT
public:
    QuoteExtrasDialog(const QuoteSettings &settings, const QuoteExtras &extras, const QString &language,
                      const QStringList &regions, QWidget *parent = nullptr);

    /** The metadata plus language() and extras() (as read by the last accept()/readTables()). */
    QuoteSettings settings() const;
    QuoteExtras extras() const { return m_extras; }
    /** "en" or "zh_CN". */
    QString language() const;

    /**
     * Reads the tables into extras(); false with a message naming the row and the column
     * when a cell cannot be read (accept() shows it and stays open).
     */
    bool readTables(QString *error);
    QTableWidget *manualTable() const { return m_manual; }
    QTableWidget *checklistTable() const { return m_checklist; }

    /**
     * Offers @p items on the manual-lines page: "Add from Price Book" appends the chosen one
     * as a line (manualLineFromItem), so a cloud slice or storage is quoted without a fabric.
     * Items with a region are left out (the default price is offered). Hidden when empty.
     */
    void setPriceItems(const QList<PriceItem> &items);

    /** "2000" -> fixed 2,000.00; "2000-3000" -> range; false for anything else. */
    static bool parseRange(const QString &text, MoneyRange *range);

public slots:
    void accept() override;

private:
    QWidget *metadataPage(const QStringList &regions);
    QWidget *manualPage();
    QWidget *checklistPage();
    void addManualRow(const ManualLine &line);
    bool readManualRow(int row, ManualLine *line, QString *error) const;

    QuoteSettings m_settings;
    QuoteExtras m_extras;
    QLineEdit *m_number = nullptr;
    QLineEdit *m_customer = nullptr;
    QLineEdit *m_engineer = nullptr;
    QDateEdit *m_date = nullptr;
    QSpinBox *m_validity = nullptr;
    QSpinBox *m_bandwidth = nullptr; ///< QuoteSettings::publicBandwidthMbps, -1 = the price book's default
    QComboBox *m_language = nullptr;
    QComboBox *m_region = nullptr;
    QComboBox *m_currency = nullptr;
    QCheckBox *m_contingency = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QTableWidget *m_manual = nullptr;
    QTableWidget *m_checklist = nullptr;
    QComboBox *m_itemChoice = nullptr;   ///< price-book items offered as manual lines
    QWidget *m_addItem = nullptr;        ///< the "Add from Price Book" button
    QList<PriceItem> m_items;            ///< the offered items, in m_itemChoice's order
};

} // namespace cq
