// Stand-in for android.hardware.SensorManager (aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8
// core/java/android/hardware/SensorManager.java): only GRAVITY_EARTH, the standard gravity
// (9.80665 m/s^2, as a float) that OverScroller's physical coefficient starts from.
package android.hardware;

public abstract class SensorManager {
    public static final float GRAVITY_EARTH = 9.80665f;
}
