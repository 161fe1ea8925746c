// Build-time tool: renders the application's SVG icon to a square PNG of the given size, so
// the package ships the hicolor PNG sizes without a committed binary or an extra build
// dependency (Qt Svg is already one). Usage: cq_rendericon IN.svg OUT.png SIZE_PX
#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTextStream err(stderr);
    bool sizeOk = false;
    const int size = args.value(3).toInt(&sizeOk);
    if (args.size() != 4 || !sizeOk || size <= 0 || size > 4096) {
        err << "usage: cq_rendericon IN.svg OUT.png SIZE_PX (1..4096)" << Qt::endl;
        return 2;
    }
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        err << args.at(1) << ": not a readable SVG file" << Qt::endl;
        return 2;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    if (!image.save(args.at(2), "PNG")) {
        err << args.at(2) << ": cannot write the PNG file" << Qt::endl;
        return 2;
    }
    return 0;
}
