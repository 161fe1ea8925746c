// The NetBox device-type import of the whole reference folder
// (../shared/reference/netbox-device-types, 16 files, issue 18). Build with
// -DCQ_BUILD_BENCHMARKS=ON in a Release build directory and run tests/benchmarks/bench_netbox.
// BM_NetboxReadFolder: yaml-cpp parse and mapping of every file (NetboxDeviceType::readFile,
// NetboxImport::build). BM_NetboxImportFolder: the same and the save of each model into an
// open price book, as `clusterquote catalog import FOLDER` does after opening the file.

#include "catalog/netboximport.h"
#include "pricebookdatabase.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QTemporaryDir>

#include "benchmarkmain.h"

using namespace cq;

namespace {

QStringList folderFiles()
{
    QStringList files;
    QDirIterator it(QStringLiteral(CQ_SOURCE_DIR "/../shared/reference/netbox-device-types"),
                    {QStringLiteral("*.yml"), QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

/** Reads and maps every file; servers get 8 of @p gpu. Returns the models (empty on a refusal). */
QList<NetboxImported> readFolder(const QStringList &files, const QList<GpuModel> &gpus)
{
    NetboxAnswers answers;
    answers.gpuId = gpus.first().id;
    answers.gpuCount = 8;
    QList<NetboxImported> models;
    for (const QString &file : files) {
        NetboxDeviceType type;
        NetboxImported model;
        QString error;
        if (!NetboxDeviceType::readFile(file, &type, &error) || !NetboxImport::build(type, answers, gpus, &model, &error))
            return {};
        models << model;
    }
    return models;
}

void BM_NetboxReadFolder(benchmark::State &state)
{
    const QStringList files = folderFiles();
    if (files.size() != 16) // the reference folder's 16 files (its README's table)
        cqbench::fail(state, "the reference folder does not hold its 16 device types");
    GpuModel a100;
    a100.id = QStringLiteral("A100-80G-SXM");
    a100.name = QStringLiteral("A100 80G SXM");
    a100.memoryGB = 80;
    a100.tflopsBf16 = 312;
    a100.intraBandwidthGBps = 240;
    const QList<GpuModel> gpus{a100};
    for (auto _ : state) {
        const QList<NetboxImported> models = readFolder(files, gpus);
        if (models.size() != files.size()) {
            cqbench::fail(state, "a reference file was refused");
            break;
        }
        benchmark::DoNotOptimize(models.size());
    }
    state.counters["files"] = double(files.size());
}

void BM_NetboxImportFolder(benchmark::State &state)
{
    const QStringList files = folderFiles();
    QTemporaryDir dir;
    PriceBookDatabase database;
    if (!database.open(dir.filePath(QStringLiteral("bench.sqlite")))) {
        cqbench::fail(state, "cannot open a price book");
        return;
    }
    const QList<GpuModel> gpus = database.catalog().gpus;
    for (auto _ : state) {
        const QList<NetboxImported> models = readFolder(files, gpus);
        for (const NetboxImported &m : models) {
            const bool saved = m.role == NetboxDeviceType::Role::Switch ? database.saveSwitchModel(m.switchModel)
                                                                         : database.saveServerModel(m.serverModel);
            if (!saved) {
                cqbench::fail(state, "save refused");
                break;
            }
        }
        benchmark::DoNotOptimize(models.size());
    }
    state.counters["files"] = double(files.size());
}

} // namespace

BENCHMARK(BM_NetboxReadFolder)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_NetboxImportFolder)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // QSQLITE needs an application object
    return cqbench::run(&argc, argv);
}
