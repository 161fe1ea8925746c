#pragma once

#include <QDialog>

class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace cq {

class CatalogStore;

/**
 * The base of the hardware model forms (GPU, server, switch, cable): fields in a form, the
 * validation message (CatalogValidation, naming the field) shown in red below them, and OK
 * disabled while there is one. OK saves the model through the CatalogStore at once; when
 * the store refuses, its message is shown and the form stays open with everything typed.
 */
class CatalogFormDialog : public QDialog
{
    Q_OBJECT
public:
    CatalogFormDialog(CatalogStore *store, QWidget *parent = nullptr);

    /** The message that keeps OK disabled; empty when the model may be saved. */
    QString problemText() const;
    /** True when OK is enabled. */
    bool canSave() const;
    /** Saves through the store; closes on success, else shows the store's message. */
    void accept() override;

protected:
    /** Adds a row and re-validates whenever @p field changes. */
    void addRow(const QString &label, QWidget *field);
    /** A line edit named @p name (objectName, for tests and accessibility). */
    QLineEdit *lineEdit(const QString &name, const QString &text);
    QSpinBox *spinBox(const QString &name, int value, int maximum, const QString &suffix = {});
    QDoubleSpinBox *doubleBox(const QString &name, double value, double maximum, int decimals,
                              const QString &suffix = {});
    /** A key field (GPU id or SKU): read-only for an existing model, whose designs and prices name it. */
    QLineEdit *keyEdit(const QString &key, bool editable);
    /** Call at the end of the subclass constructor: adds the message and the buttons, validates. */
    void finish();
    void revalidate();

    /** The model's first problem as CatalogValidation words it; empty when none. */
    virtual QString problem() const = 0;
    /** Saves the model through @p store. */
    virtual bool save(CatalogStore *store, QString *error) = 0;

    QFormLayout *m_form = nullptr;

private:
    CatalogStore *m_store;
    QLabel *m_problem = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace cq
