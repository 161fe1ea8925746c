#pragma once

#include "inspectorpage.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace cq {

/**
 * Inspector page for switches: name, switch model (a catalog switch: choosing one takes its
 * ports, rate, link kind and power), room, the port figures it implies, and whether it reduces
 * in the network (Switch::sharp; only InfiniBand switches offer it).
 */
class SwitchInspector : public InspectorPage
{
    Q_OBJECT
public:
    SwitchInspector(ClusterDocument *document, QWidget *parent = nullptr);

protected:
    void fill() override;

private:
    QLineEdit *m_name;
    QComboBox *m_model;
    QComboBox *m_room;
    QLabel *m_ports;
    QCheckBox *m_sharp;
};

} // namespace cq
