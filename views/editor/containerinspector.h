#pragma once

#include "inspectorpage.h"

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace cq {

/**
 * Inspector page for one room (name, site) or one rack (name, power budget in kW, with the
 * full-load power of what is mounted in it; height in U, with the U its devices use:
 * RackElevation, domain/rackelevation.h).
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
    QSpinBox *m_heightU;
    QLabel *m_usedU;
};

} // namespace cq
