#include "document/clusterdocument.h"
#include "format/designformat.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

// A seeded random walk over ClusterDocument's undoable edits: 10,000 steps of adds, removes,
// moves, value changes and cabling of rooms, racks, servers, switches and cables, mixed with
// undos and redos. Afterwards undoing everything gives back the design it started from,
// redoing everything gives the walk's last design, and save + load returns it unchanged.
// A failure prints the seed and step, so the walk can be replayed.
class TestRandomWalk : public QObject
{
    Q_OBJECT

    static constexpr quint32 Seed = 20261201;
    static constexpr int Steps = 10000;

    QRandomGenerator m_rng{Seed};

    int below(int n) { return n > 0 ? int(m_rng.bounded(quint32(n))) : 0; }
    /** A position on the 20-unit grid inside the area the rooms are drawn in. */
    QPointF gridPoint() { return QPointF(20 * below(150), 20 * below(60)); }

    /** A version-4 UUID from the seeded generator, so a replay makes the same ids. */
    QUuid newId()
    {
        QByteArray bytes(16, '\0');
        for (char &b : bytes)
            b = char(below(256));
        bytes[6] = char((uchar(bytes[6]) & 0x0F) | 0x40);
        bytes[8] = char((uchar(bytes[8]) & 0x3F) | 0x80);
        return QUuid::fromRfc4122(bytes);
    }

    template<typename T>
    const T *pick(const QList<T> &list)
    {
        return list.isEmpty() ? nullptr : &list.at(below(int(list.size())));
    }

    QUuid anyId(const cq::Design &d)
    {
        switch (below(5)) {
        case 0: if (auto *r = pick(d.rooms)) return r->id; break;
        case 1: if (auto *r = pick(d.racks)) return r->id; break;
        case 2: if (auto *s = pick(d.switches)) return s->id; break;
        case 3: if (auto *c = pick(d.cables)) return c->id; break;
        default: break;
        }
        const cq::Server *s = pick(d.servers);
        return s ? s->id : QUuid();
    }

    cq::Server newServer()
    {
        cq::Server s;
        s.id = newId();
        s.name = QStringLiteral("node%1").arg(below(100000));
        s.sku = QStringLiteral("SRV-A100-SXM-8-IB");
        s.pos = gridPoint();
        s.gpuModel = QStringLiteral("A100 80G SXM");
        s.gpuArch = QStringLiteral("Ampere");
        s.nicCount = 1 + below(8);
        s.nicKind = below(4) ? cq::LinkKind::InfiniBand : cq::LinkKind::RoCE;
        s.powerW = 6500;
        return s;
    }

    cq::Switch newSwitch()
    {
        cq::Switch sw;
        sw.id = newId();
        sw.name = QStringLiteral("leaf%1").arg(below(100000));
        sw.sku = QStringLiteral("SW-IB-HDR-40");
        sw.pos = gridPoint();
        sw.portCount = 8 + below(57);
        sw.kind = below(4) ? cq::LinkKind::InfiniBand : cq::LinkKind::RoCE;
        sw.powerW = 750;
        return sw;
    }

    /** One random edit through the document's public edit functions. */
    void randomEdit(cq::ClusterDocument *doc)
    {
        const cq::Design &d = doc->design();
        cq::DesignFragment f;
        switch (below(14)) { // 9..13: cabling
        case 0:
            f.servers.append({int(d.servers.size()), newServer()});
            doc->addObjects(f, QStringLiteral("Add server"));
            break;
        case 1:
            f.switches.append({int(d.switches.size()), newSwitch()});
            doc->addObjects(f, QStringLiteral("Add switch"));
            break;
        case 2: {
            if (d.rooms.size() > 4 && below(4))
                break; // a handful of rooms; most devices share them
            cq::Room room{newId(), QStringLiteral("Hall %1").arg(below(100)), QStringLiteral("Shenzhen"),
                          QRectF(gridPoint(), QSizeF(200 + 20 * below(40), 200 + 20 * below(20)))};
            f.rooms.append({int(d.rooms.size()), room});
            if (below(2)) {
                cq::Rack rack{newId(), QStringLiteral("R%1").arg(below(100)), {},
                              QRectF(room.rect.topLeft() + QPointF(20, 20), QSizeF(120, 160)), double(10 + below(30))};
                f.racks.append({int(d.racks.size()), rack});
            }
            doc->addObjects(f, QStringLiteral("Add room"));
            break;
        }
        case 3:
            if (const QUuid id = anyId(d); !id.isNull())
                doc->removeObjects({id});
            break;
        case 4: {
            QHash<QUuid, QPointF> moves;
            for (int i = 0, n = 1 + below(3); i < n; ++i) {
                if (const QUuid id = anyId(d); !id.isNull() && !d.cable(id))
                    moves.insert(id, gridPoint());
            }
            doc->moveObjects(moves, QStringLiteral("Move"));
            break;
        }
        case 5:
            if (const cq::Server *s = pick(d.servers)) {
                cq::Server after = *s;
                after.name = QStringLiteral("node%1").arg(below(100000));
                after.gpuCount = below(after.gpuSlots + 1);
                after.powerW = 100 * below(100);
                after.nicRateGbps = below(2) ? 200 : 400;
                doc->changeServer(after, QStringLiteral("Edit server"));
            }
            break;
        case 6:
            if (const cq::Switch *s = pick(d.switches)) {
                cq::Switch after = *s;
                after.portCount = 8 + below(57); // may drop below the cabled ports: the rules report it
                after.sharp = !after.sharp;
                doc->changeSwitch(after, QStringLiteral("Edit switch"));
            }
            break;
        case 7:
            if (const cq::Room *r = pick(d.rooms)) {
                cq::Room after = *r;
                after.name = QStringLiteral("Hall %1").arg(below(100));
                after.rect.setSize(QSizeF(200 + 20 * below(40), 200 + 20 * below(20)));
                doc->changeRoom(after, QStringLiteral("Edit room"));
            }
            break;
        case 8:
            if (const cq::Cable *c = pick(d.cables)) {
                cq::Cable after = *c;
                after.lengthM = 0.5 * (1 + below(60));
                after.kind = cq::defaultCableKind(after.lengthM);
                doc->changeObjects(QList<cq::Cable>{after}, QStringLiteral("Edit cable"));
            }
            break;
        default: { // cabling, mostly within one room; the document refuses the impossible ones
            const cq::Switch *sw = pick(d.switches);
            if (!sw)
                break;
            QList<const cq::Server *> near;
            for (const cq::Server &s : d.servers) {
                if (s.roomId == sw->roomId || below(20) == 0)
                    near.append(&s);
            }
            if (const cq::Server *const *s = pick(near))
                doc->connectPorts({(*s)->id, below((*s)->nicCount)}, {sw->id, below(sw->portCount)}, nullptr);
            break;
        }
        }
    }

private slots:
    // QHash iteration order (the moves) must not change between runs of one seed.
    void initTestCase() { QHashSeed::setDeterministicGlobalSeed(); }

    void undoAllRedoAllSaveLoad()
    {
        const cq::DesignReadResult sample = cq::DesignFormat::load(QStringLiteral(CQ_SAMPLES_DIR "/a100-2node-ib.cqd"));
        QVERIFY2(sample.ok(), qPrintable(sample.error));
        cq::ClusterDocument doc;
        doc.reset(sample.design);
        QUndoStack *stack = doc.undoStack();

        int undos = 0;
        int redos = 0;
        for (int step = 0; step < Steps; ++step) {
            const int roll = below(10);
            if (roll == 0 && stack->canUndo()) {
                const cq::Design before = doc.design();
                stack->undo();
                ++undos;
                if (below(2)) { // redo straight away: the step must come back exactly
                    stack->redo();
                    ++redos;
                    QVERIFY2(doc.design() == before, qPrintable(QStringLiteral("seed %1 step %2: undo+redo").arg(Seed).arg(step)));
                }
            } else if (roll == 1 && stack->canRedo()) {
                stack->redo();
                ++redos;
            } else {
                randomEdit(&doc);
            }
        }
        const cq::Design last = doc.design();
        const int lastIndex = stack->index();
        qInfo("seed %u: %d steps, %d undo steps on the stack, %d undos, %d redos; last design: %lld rooms, "
              "%lld racks, %lld servers, %lld switches, %lld cables",
              Seed, Steps, stack->count(), undos, redos, qlonglong(last.rooms.size()), qlonglong(last.racks.size()),
              qlonglong(last.servers.size()), qlonglong(last.switches.size()), qlonglong(last.cables.size()));
        QVERIFY(stack->count() > Steps / 2); // the walk edited, not only refused
        QVERIFY(last.servers.size() + last.switches.size() > 20);
        QVERIFY(last.cables.size() > 10);

        stack->setIndex(0);
        QVERIFY2(doc.design() == sample.design, "undoing everything gives back the sample");
        stack->setIndex(lastIndex);
        QVERIFY2(doc.design() == last, "redoing to the same place gives the walk's last design");

        const cq::DesignReadResult reread = cq::DesignFormat::read(cq::DesignFormat::write(last), QStringLiteral("walk.cqd"));
        QVERIFY2(reread.ok(), qPrintable(reread.error));
        QVERIFY(reread.design == last);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("walk.cqd"));
        QCOMPARE(cq::DesignFormat::save(last, path), QString());
        const cq::DesignReadResult loaded = cq::DesignFormat::load(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QVERIFY(loaded.design == last);
    }
};

QTEST_MAIN(TestRandomWalk)
#include "tst_randomwalk.moc"
