#include "diagnosticspanel.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cq {

namespace {
constexpr int IdsRole = Qt::UserRole + 1;

QIcon severityIcon(Severity severity)
{
    QStyle *style = QApplication::style();
    switch (severity) {
    case Severity::Error: return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case Severity::Warning: return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case Severity::Info: return style->standardIcon(QStyle::SP_MessageBoxInformation);
    }
    return {};
}

// "%n errors" with English singular/plural without relying on an English .qm file.
QString countText(int n, const QString &one, const QString &many)
{
    return (n == 1 ? one : many).arg(n);
}
} // namespace

DiagnosticsPanel::DiagnosticsPanel(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_list(new QTreeWidget(this))
{
    m_summary->setObjectName(QStringLiteral("diagnosticsSummary"));
    m_list->setObjectName(QStringLiteral("diagnosticsList"));
    m_list->setAccessibleName(tr("Design diagnostics"));
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Code"), tr("Message")});
    m_list->setRootIsDecorated(false);
    m_list->setWordWrap(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    connect(m_list, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) { activate(item); });
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) { activate(item); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_list, 1);
    setDiagnostics({});
}

void DiagnosticsPanel::setDiagnostics(const QList<Diagnostic> &diagnostics)
{
    QList<Diagnostic> sorted = diagnostics;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const Diagnostic &a, const Diagnostic &b) { return int(a.severity) < int(b.severity); });
    m_list->clear();
    int counts[3] = {0, 0, 0}; // indexed by Severity: Error, Warning, Info
    for (const Diagnostic &d : std::as_const(sorted)) {
        ++counts[int(d.severity)];
        auto *item = new QTreeWidgetItem(m_list, {d.code, d.message});
        item->setIcon(0, severityIcon(d.severity));
        item->setToolTip(1, d.message);
        item->setData(0, IdsRole, QVariant::fromValue(d.ids));
    }
    m_summary->setText(summaryFor(counts[0], counts[1], counts[2]));
}

QString DiagnosticsPanel::summaryText() const
{
    return m_summary->text();
}

QString DiagnosticsPanel::summaryFor(int errors, int warnings, int infos)
{
    QStringList parts;
    if (errors > 0)
        parts.append(countText(errors, tr("%1 error"), tr("%1 errors")));
    if (warnings > 0)
        parts.append(countText(warnings, tr("%1 warning"), tr("%1 warnings")));
    if (infos > 0)
        parts.append(countText(infos, tr("%1 note"), tr("%1 notes")));
    return parts.isEmpty() ? tr("No problems found") : parts.join(tr(", "));
}

void DiagnosticsPanel::activate(QTreeWidgetItem *item)
{
    const QList<QUuid> ids = item->data(0, IdsRole).value<QList<QUuid>>();
    if (!ids.isEmpty())
        emit idsActivated(ids);
}

} // namespace cq
