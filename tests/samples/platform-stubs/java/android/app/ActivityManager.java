package android.app;

import java.util.List;

public class ActivityManager {
    public List<RunningAppProcessInfo> getRunningAppProcesses() { return null; }

    public static class RunningAppProcessInfo {
        public String processName;
        public int pid;
    }
}
