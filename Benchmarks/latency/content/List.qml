// The Qt Quick subject: a ListView (a Flickable) of the same 64-px rows, filling the window.
// WIDTH and HEIGHT are replaced by the harness.
import QtQuick
import QtQuick.Window

Window {
    x: 0; y: 0; width: WIDTH; height: HEIGHT
    visible: true
    color: "white"
    ListView {
        anchors.fill: parent
        model: 1000
        delegate: Rectangle {
            required property int index
            width: ListView.view.width; height: 64
            color: "white"
            Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: "#dddddd" }
            Column {
                x: 16; y: 12
                Text { text: "Row " + index; font.pixelSize: 16; font.bold: true; color: "#222222" }
                Text { text: "the same row, number " + index; font.pixelSize: 13; color: "#777777" }
            }
        }
    }
}
