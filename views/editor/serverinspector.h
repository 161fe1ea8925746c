#pragma once

#include "inspectorpage.h"

#include <functional>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace cq {

struct Server;

/**
 * Inspector page for servers: name, SKU (a catalog server: choosing one takes its GPUs, NICs
 * and power), room, training cluster, GPU model and count (up to the slots), NIC count, rate
 * (Gb/s), link kind and transport (Server::nicTransport: NCCL's verbs or AWS EFA), full-load
 * power (W), GPUs per PCIe switch (Server::gpusPerPcieSwitch).
 */
class ServerInspector : public InspectorPage
{
    Q_OBJECT
public:
    ServerInspector(ClusterDocument *document, QWidget *parent = nullptr);

protected:
    void fill() override;

private:
    /** Applies @p edit to every selected server as one change named @p text. */
    void edit(const QString &text, const std::function<void(Server &)> &edit);
    void fillCombos(const Server &first);

    QLineEdit *m_name;
    QComboBox *m_sku;
    QComboBox *m_room;
    QLineEdit *m_cluster;
    QComboBox *m_gpuModel;
    QSpinBox *m_gpuCount;
    QSpinBox *m_nicCount;
    QDoubleSpinBox *m_nicRate;
    QComboBox *m_nicKind;
    QComboBox *m_nicTransport;
    QDoubleSpinBox *m_power;
    QSpinBox *m_gpusPerPcieSwitch;
};

} // namespace cq
