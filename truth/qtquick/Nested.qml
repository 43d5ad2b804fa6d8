// The nested app of the Qt Quick truth harness (truth/qtquick/nested.py runs it with Qt's own
// `qml`): Handoff's `profile` shape in a 500x800 window. An outer Flickable fills the window; its
// content is a 280-px header, a 48-px tab bar and an inner Flickable 752 px tall holding 200 rows
// of 64 px. Both keep Qt's defaults for every flick property. Nothing else animates (no
// animation, timer or FrameAnimation), as in Plain.qml.
// Arguments after `--`: the outer's and the inner's contentY to start from.
// Printed with QT_MESSAGE_PATTERN="%{time boot} %{message}" (CLOCK_MONOTONIC, whole ms):
//   C <outer contentY> <inner contentY>   each change of either contentY
//   W <outer contentY> <inner contentY>   each frame swapped (used only for the frame before the input)
//   P <kind> <x> <y> <vy> <outer> <inner> each pointer event Qt delivered (PointHandler, grabs nothing)
//   S <signal> outer|inner <verticalVelocity> <contentY>
import QtQuick
import QtQuick.Window

Window {
    id: root
    width: 500
    height: 800
    x: 0
    y: 0
    visible: true
    flags: Qt.FramelessWindowHint
    color: "white"

    function say(line) { console.log(line) }
    function offsets() { return outer.contentY + " " + inner.contentY }

    onFrameSwapped: say("W " + offsets())

    Flickable {
        id: outer
        anchors.fill: parent
        contentWidth: 500
        contentHeight: 280 + 48 + 752

        Rectangle { width: 500; height: 280; color: "#7fb37f" }
        Rectangle { y: 280; width: 500; height: 48; color: "#404850" }

        Flickable {
            id: inner
            y: 328
            width: 500
            height: 752
            clip: true
            contentWidth: 500
            contentHeight: 200 * 64

            Repeater {
                model: 200
                Rectangle {
                    y: index * 64
                    width: 500
                    height: 64
                    color: index % 2 ? "#d8e4f0" : "#f0e4d8"
                }
            }

            onContentYChanged: root.say("C " + root.offsets())
            onFlickStarted: root.say("S flickStarted inner " + verticalVelocity + " " + contentY)
            onFlickEnded: root.say("S flickEnded inner 0 " + contentY)
            onMovementStarted: root.say("S movementStarted inner 0 " + contentY)
            onMovementEnded: root.say("S movementEnded inner 0 " + contentY)
        }

        onContentYChanged: root.say("C " + root.offsets())
        onFlickStarted: root.say("S flickStarted outer " + verticalVelocity + " " + contentY)
        onFlickEnded: root.say("S flickEnded outer 0 " + contentY)
        onMovementStarted: root.say("S movementStarted outer 0 " + contentY)
        onMovementEnded: root.say("S movementEnded outer 0 " + contentY)
    }

    Item {
        anchors.fill: parent
        PointHandler {
            acceptedButtons: Qt.LeftButton
            onPointChanged: root.say("P " + (active ? "drag" : "hover") + " " + point.position.x + " "
                                     + point.position.y + " " + point.velocity.y + " " + root.offsets())
            onActiveChanged: root.say("P " + (active ? "down" : "up") + " " + point.position.x + " "
                                      + point.position.y + " " + point.velocity.y + " " + root.offsets())
        }
    }

    Component.onCompleted: {
        var args = Qt.application.arguments
        var at = args.indexOf("--")
        if (at >= 0 && args.length > at + 2) {
            outer.contentY = Number(args[at + 1])
            inner.contentY = Number(args[at + 2])
        }
        say("I " + Qt.platform.pluginName + " startDragDistance " + Qt.styleHints.startDragDistance
            + " outer " + outer.height + " " + outer.contentHeight + " inner " + inner.height + " "
            + inner.contentHeight + " start " + offsets())
    }
}
