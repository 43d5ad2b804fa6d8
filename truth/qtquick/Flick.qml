// The Qt Quick side of the truth harness (truth/qtquick/record.py runs it with Qt's own `qml`).
// One Flickable fills a 400x800 window over 20000 px of content, with Qt's defaults for every
// flick property. It prints one line per animation tick and per Flickable signal on stderr:
//   F <tick ms> <Date.now()> <contentY>          each tick, after the fling timeline has moved
//   P <kind> <x> <y> <vy> <contentY>             each pointer event Qt delivered (PointHandler),
//                                                before the Flickable handles it
//   S flickStarted <tick ms> <verticalVelocity> <contentY>
//   S flickEnded|movementEnded <tick ms> 0 <contentY>
// <tick ms> is FrameAnimation.elapsedTime of `clock`, in ms (QElapsedTimer, CLOCK_MONOTONIC).
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
    function now() { return (clock.elapsedTime * 1000).toFixed(4) }

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

        onFlickStarted: {
            root.say("S flickStarted " + root.now() + " " + verticalVelocity + " " + contentY)
            // Re-register the logger after the fling's timeline, so that each tick it reads
            // contentY after the timeline has moved it (jobs tick in registration order).
            logger.restart()
        }
        onFlickEnded: root.say("S flickEnded " + root.now() + " 0 " + contentY)
        onMovementEnded: root.say("S movementEnded " + root.now() + " 0 " + contentY)
    }

    // Watches the pointer without grabbing it: the events as Qt delivered them, with the
    // velocity Qt computed for each (the event point's filtered velocity).
    Item {
        anchors.fill: parent
        PointHandler {
            id: watcher
            acceptedButtons: Qt.LeftButton
            onPointChanged: root.say("P " + (active ? "drag" : "hover") + " " + point.position.x + " "
                                     + point.position.y + " " + point.velocity.y + " " + flick.contentY)
            onActiveChanged: root.say("P " + (active ? "down" : "up") + " " + point.position.x + " "
                                      + point.position.y + " " + point.velocity.y + " " + flick.contentY)
        }
    }

    // The clock ticks first in every tick: the logger starts from its first tick, and so is
    // registered after it.
    FrameAnimation {
        id: clock
        running: true
        onTriggered: if (!logger.running) logger.running = true
    }

    FrameAnimation {
        id: logger
        running: false
        onTriggered: root.say("F " + root.now() + " " + Date.now() + " " + flick.contentY)
    }

    Component.onCompleted: say("I " + Qt.platform.pluginName + " startDragDistance "
                               + Qt.styleHints.startDragDistance + " maximumFlickVelocity "
                               + flick.maximumFlickVelocity + " flickDeceleration "
                               + flick.flickDeceleration + " pixelAligned " + flick.pixelAligned)
}
