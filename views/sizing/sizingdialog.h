#pragma once

#include "sizing/sizingadvisor.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QTimer;

namespace cq {

class SizingFrontierChart;
class SizingInputPanel;
class SizingTableModel;

/**
 * File > Size a Cluster...: the sizing advisor in a window. The inputs (SizingInputPanel) on
 * the left; the ranked candidates (SizingTableModel in a QTableView), the selected
 * candidate's formulas (SizingText::details, the words `clusterquote size` prints) and the
 * time/cost frontier (SizingFrontierChart) on the right; Generate Design opens the selected
 * candidate's design in the main window, Save Proposal PDF... asks for its proposal PDF. The dialog computes nothing: it emits
 * requestChanged() a moment after the last edit (the app runs the advisor on a worker) and
 * shows what setAdvice() gives it.
 */
class SizingDialog : public QDialog
{
    Q_OBJECT
public:
    /** @p gpus: offered GPUs (key, name); @p checked: the families ticked at first. */
    SizingDialog(const QList<QPair<QString, QString>> &gpus, const QStringList &checked, QWidget *parent = nullptr);

    SizingInputPanel *inputs() const { return m_inputs; }
    SizingTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    SizingFrontierChart *chart() const { return m_chart; }
    QPushButton *generateButton() const { return m_generate; }
    /** Save Proposal PDF...: the selected candidate's proposal for the customer (proposalRequested()). */
    QPushButton *proposalButton() const { return m_proposal; }
    QPlainTextEdit *details() const { return m_details; }
    /** The advice last shown. */
    const SizingAdvice &advice() const { return m_advice; }
    /** Rank (1-based) of the selected candidate, 0 when none. */
    int selectedRank() const;

public slots:
    /** Shows @p advice: its table, or its problem and nearest candidates; selects the first row. */
    void setAdvice(const cq::SizingAdvice &advice);
    /** "Sizing..." while a newer advice is being computed. */
    void setBusy(bool busy);

signals:
    /** The inputs changed and read well: advise on @p request (stale runs may be dropped). */
    void requestChanged(const cq::SizingRequest &request);
    /** Generate Design on candidate @p rank of the table shown, its design @p design. */
    void generateRequested(const cq::Design &design, const QString &label);
    /** Save Proposal PDF... on candidate @p rank of the table shown (the app asks where and writes it). */
    void proposalRequested(int rank);

private:
    void inputsEdited();
    void selectionChanged();
    void generate();

    SizingInputPanel *m_inputs;
    SizingTableModel *m_model;
    QTableView *m_table;
    QPlainTextEdit *m_details;
    SizingFrontierChart *m_chart;
    QLabel *m_status;
    QPushButton *m_generate;
    QPushButton *m_proposal;
    QTimer *m_settle;
    SizingAdvice m_advice;
    bool m_busy = false;
};

} // namespace cq
