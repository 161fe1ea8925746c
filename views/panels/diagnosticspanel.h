#pragma once

#include "rules/diagnostic.h"

#include <QWidget>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace cq {

/**
 * The findings of the design rules: one row per Diagnostic (severity icon, code, message),
 * errors first, and a summary line ("2 errors, 1 warning"). Clicking a row (or pressing
 * Enter on it) emits idsActivated() with the objects it names, for the canvas to select.
 */
class DiagnosticsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit DiagnosticsPanel(QWidget *parent = nullptr);

    void setDiagnostics(const QList<Diagnostic> &diagnostics);
    /** "2 errors, 1 warning", "No problems found", ... */
    QString summaryText() const;

    /** The summary for the given counts (info findings are "notes"). */
    static QString summaryFor(int errors, int warnings, int infos);

signals:
    void idsActivated(const QList<QUuid> &ids);

private:
    void activate(QTreeWidgetItem *item);

    QLabel *m_summary;
    QTreeWidget *m_list;
};

} // namespace cq
