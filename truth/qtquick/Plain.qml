// The plain Qt Quick app of the truth harness (truth/qtquick/record.py runs it with Qt's own
// `qml`): one Flickable filling a 400x800 window over 20000 px, Qt's defaults for every flick
// property, and nothing else that animates. Flick.qml measures the same Flickable with a
// FrameAnimation running; this file runs no animation, timer or FrameAnimation, so Qt's
// animation timer is started by the Flickable alone, as in an app.
// The recorder runs it with QT_MESSAGE_PATTERN="%{time boot} %{message}": each line begins with
// the ms of CLOCK_MONOTONIC (whole ms, Qt's QDeadlineTimer::current()) at which it was printed,
// the best clock QML has (Date.now() is CLOCK_REALTIME in whole ms; there is no performance.now()).
// Lines, on stderr:
//   C <contentY>                          each change of contentY (a drag move, a fling tick)
//   W <contentY>                          each frame swapped (used only for the frame before the input)
//   P <kind> <x> <y> <vy> <contentY>      each pointer event Qt delivered (PointHandler, grabs nothing)
//   S <signal> flick <verticalVelocity> <contentY>
import QtQuick
import QtQuick.Window

Window {
    id: root
    width: 400
    height: 800
    x: 0
    y: 0
    visible: true
    flags: Qt.FramelessWindowHint
    color: "white"

    function say(line) { console.log(line) }

    // A signal handler runs no animation: the frame before the first input is known.
    onFrameSwapped: say("W " + flick.contentY)

    Flickable {
        id: flick
        anchors.fill: parent
        contentWidth: 400
        contentHeight: 20000

        Repeater {
            model: 100
            Rectangle {
                y: index * 200
                width: 400
                height: 200
                color: index % 2 ? "#d8e4f0" : "#f0e4d8"
            }
        }

        onContentYChanged: root.say("C " + contentY)
        onFlickStarted: root.say("S flickStarted flick " + verticalVelocity + " " + contentY)
        onFlickEnded: root.say("S flickEnded flick 0 " + contentY)
        onMovementEnded: root.say("S movementEnded flick 0 " + contentY)
    }

    Item {
        anchors.fill: parent
        PointHandler {
            acceptedButtons: Qt.LeftButton
            onPointChanged: root.say("P " + (active ? "drag" : "hover") + " " + point.position.x + " "
                                     + point.position.y + " " + point.velocity.y + " " + flick.contentY)
            onActiveChanged: root.say("P " + (active ? "down" : "up") + " " + point.position.x + " "
                                      + point.position.y + " " + point.velocity.y + " " + flick.contentY)
        }
    }

    Component.onCompleted: say("I " + Qt.platform.pluginName + " startDragDistance "
                               + Qt.styleHints.startDragDistance + " maximumFlickVelocity "
                               + flick.maximumFlickVelocity + " flickDeceleration "
                               + flick.flickDeceleration + " pixelAligned " + flick.pixelAligned)
}
