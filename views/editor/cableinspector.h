#pragma once

#include "inspectorpage.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace cq {

/** Inspector page for cables: the two ends, the medium (DAC, AOC, fibre) and the length in metres. */
class CableInspector : public InspectorPage
{
    Q_OBJECT
public:
    CableInspector(ClusterDocument *document, QWidget *parent = nullptr);

protected:
    void fill() override;

private:
    QLabel *m_ends;
    QComboBox *m_kind;
    QDoubleSpinBox *m_length;
};

} // namespace cq
