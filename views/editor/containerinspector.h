#pragma once

#include "inspectorpage.h"

class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace cq {

/**
 * Inspector page for one room (name, site) or one rack (name, power budget in kW, with the
 * full-load power of what is mounted in it).
 */
class ContainerInspector : public InspectorPage
{
    Q_OBJECT
public:
    ContainerInspector(ClusterDocument *document, QWidget *parent = nullptr);

protected:
    void fill() override;

private:
    void rename(const QString &text);

    QLineEdit *m_name;
    QLineEdit *m_site;
    QDoubleSpinBox *m_budget;
    QLabel *m_draw;
};

} // namespace cq
